import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Icon } from '../Icon';

const navButton = cn(
  'flex size-8 items-center justify-center rounded-sm data-[hovered]:bg-muted data-[disabled]:opacity-50',
  focusRing,
);

/** The month calendar inside {@link DatePicker}'s popover; the picker gives it value and limits. */
export function DateCalendar() {
  return (
    <Calendar className="flex flex-col gap-2">
      <header className="flex items-center justify-between gap-2">
        <AriaButton slot="previous" className={navButton}>
          <Icon name="chevronLeft" size="sm" />
        </AriaButton>
        <Heading className="text-base font-semibold" />
        <AriaButton slot="next" className={navButton}>
          <Icon name="chevronRight" size="sm" />
        </AriaButton>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        {(date) => (
          <CalendarCell
            date={date}
            className={cn(
              'flex size-9 items-center justify-center rounded-sm text-sm outline-none',
              'data-[hovered]:bg-muted data-[outside-month]:hidden data-[unavailable]:line-through',
              'data-[disabled]:text-muted-foreground data-[disabled]:opacity-60',
              'data-[selected]:bg-primary data-[selected]:text-primary-foreground',
              focusRing,
            )}
          />
        )}
      </CalendarGrid>
    </Calendar>
  );
}
