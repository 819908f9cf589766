import type { ScheduleEvent } from '@kurse/api-client';
import { isScheduleCardVisible, scheduleOccurrences } from '@kurse/domain';
import type { IsoDate } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { cn } from '@kurse/ui';
import { ScheduleEventCard } from './ScheduleEventCard';
import { domainScheduleEvent } from './occurrences';

/** Props of {@link ScheduleCalendar}. */
export interface ScheduleCalendarProps {
  days: readonly IsoDate[];
  events: readonly ScheduleEvent[];
  selectedCategoryIds: readonly number[];
  now: Date;
}

/**
 * The days of the visible range side by side (stacked on narrow screens), each with its heading
 * and its event cards in time order; cards are links, so Tab walks day by day through them.
 * Spec: discovery §2 Franchise schedule.
 */
export function ScheduleCalendar({
  days,
  events,
  selectedCategoryIds,
  now,
}: ScheduleCalendarProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const byDay = scheduleOccurrences(events, days);
  return (
    <ol
      aria-label={LL.franchise.schedule.calendar()}
      className={cn('grid gap-3', days.length > 1 && 'md:grid-cols-7')}
    >
      {days.map((day) => {
        const cards = (byDay.get(day) ?? []).filter((o) =>
          isScheduleCardVisible(domainScheduleEvent(o.event), selectedCategoryIds),
        );
        return (
          <li key={day} data-day={day} className="flex min-w-0 flex-col gap-2">
            <h3 className="border-b border-border pb-1 text-sm font-semibold">
              {format.date(day, 'dayMonth')}
            </h3>
            {cards.length === 0 ? (
              <p className="text-sm text-muted-foreground">{LL.franchise.schedule.dayEmpty()}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {cards.map((c) => (
                  <li key={c.key}>
                    <ScheduleEventCard
                      event={c.event}
                      selectedCategoryIds={selectedCategoryIds}
                      now={now}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
