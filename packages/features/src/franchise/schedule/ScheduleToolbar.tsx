import { canGoPrevious, shiftSchedule, toggleScheduleView } from '@kurse/domain';
import type { IsoDate, ScheduleView } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { useRangeText } from './use-range-text';

/** Props of {@link ScheduleToolbar}. */
export interface ScheduleToolbarProps {
  date: IsoDate;
  view: ScheduleView;
  /** Today in Europe/Berlin. */
  today: IsoDate;
  onChange: (change: { date?: IsoDate; view?: ScheduleView }) => void;
}

/**
 * The schedule's navigation: the date heading (a button toggling week and day view), previous
 * (disabled when the target lies in the past), Today and next, moving by the range; the range is
 * announced politely. Spec: discovery §2 Franchise schedule.
 */
export function ScheduleToolbar({ date, view, today, onChange }: ScheduleToolbarProps) {
  const { LL } = useI18n();
  const texts = LL.franchise.schedule;
  const rangeText = useRangeText(date, view);
  const week = view === 'week';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-semibold">
        <Button
          variant="ghost"
          aria-describedby="schedule-toggle-hint"
          onPress={() => onChange({ view: toggleScheduleView(view) })}
        >
          <Icon name="calendar" size="sm" />
          <span aria-live="polite">{rangeText}</span>
        </Button>
        <span id="schedule-toggle-hint" className="sr-only">
          {texts.toggleView()}
        </span>
      </h2>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          aria-label={week ? texts.previousWeek() : texts.previousDay()}
          isDisabled={!canGoPrevious(date, view, today)}
          onPress={() => onChange({ date: shiftSchedule(date, view, -1) })}
        >
          <Icon name="chevronLeft" size="sm" />
        </Button>
        <Button variant="outline" onPress={() => onChange({ date: today })}>
          {texts.today()}
        </Button>
        <Button
          variant="outline"
          aria-label={week ? texts.nextWeek() : texts.nextDay()}
          onPress={() => onChange({ date: shiftSchedule(date, view, 1) })}
        >
          <Icon name="chevronRight" size="sm" />
        </Button>
      </div>
    </div>
  );
}
