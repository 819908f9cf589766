import { parseDate, today } from '@internationalized/date';
import { TIME_ZONE } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Description, Label, fieldStyles, inputVariants } from '../Field';
import { Icon } from '../Icon';
import { popoverStyles } from '../Select';
import { DateCalendar } from './DateCalendar';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The visible label. */
  label: ReactNode;
  /** The date as `YYYY-MM-DD`, or null (controlled). */
  value: string | null;
  /** Called with the new date as `YYYY-MM-DD`, or null when cleared. */
  onChange: (value: string | null) => void;
  /** Dates before today in Europe/Berlin cannot be picked. @default false */
  disallowPast?: boolean;
  /** Help text under the label. @default undefined */
  description?: ReactNode;
  /** Extra classes. @default undefined */
  className?: string;
}

const parse = (value: string | null) => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/**
 * A date field with a calendar popover (react-aria DatePicker): typed by segments or picked in the
 * calendar, with a button clearing it. Dates are calendar days in Europe/Berlin. Reads the
 * `ui` namespace. Spec: discovery §2 Search (filter startDate), §9.
 */
export function DatePicker({
  label,
  value,
  onChange,
  disallowPast = false,
  description,
  className,
}: DatePickerProps) {
  const { LL } = useI18n();
  const texts = LL.ui.forms.datePicker;
  const iconButton = cn(
    'flex size-8 items-center justify-center rounded-sm text-muted-foreground',
    'data-[hovered]:bg-muted data-[pressed]:bg-muted',
    focusRing,
  );
  return (
    <AriaDatePicker
      value={parse(value)}
      onChange={(date) => onChange(date ? date.toString() : null)}
      minValue={disallowPast ? today(TIME_ZONE) : undefined}
      granularity="day"
      data-slot="date-picker"
      className={cn('group', fieldStyles, className)}
    >
      <Label>{label}</Label>
      {description ? <Description>{description}</Description> : null}
      <Group className={cn(inputVariants(), 'flex items-center gap-1 py-0.5 ps-3 pe-1')}>
        <DateInput className="flex flex-1 py-1.5">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded-xs px-0.5 tabular-nums outline-none data-[focused]:bg-primary data-[focused]:text-primary-foreground data-[placeholder]:text-muted-foreground"
            />
          )}
        </DateInput>
        {value && (
          <AriaButton
            slot={null}
            aria-label={texts.clear()}
            className={iconButton}
            onPress={() => onChange(null)}
          >
            <Icon name="close" size="sm" />
          </AriaButton>
        )}
        <AriaButton aria-label={texts.open()} className={iconButton}>
          <Icon name="calendar" size="sm" />
        </AriaButton>
      </Group>
      <Popover className={cn(popoverStyles, 'p-3')}>
        <Dialog className="outline-none">
          <DateCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
