import type { ScheduleEvent } from '@kurse/api-client';
import {
  berlinToday,
  isScheduleCardVisible,
  scheduleHourRows,
  scheduleOccurrences,
} from '@kurse/domain';
import type { IsoDate } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { cn } from '@kurse/ui';
import { useId } from 'react';
import { ScheduleEventCard } from './ScheduleEventCard';
import { onCalendarKeyDown } from './calendar-keys';
import { domainScheduleEvent } from './occurrences';

/** Props of {@link ScheduleCalendar}. */
export interface ScheduleCalendarProps {
  days: readonly IsoDate[];
  events: readonly ScheduleEvent[];
  selectedCategoryIds: readonly number[];
  now: Date;
  /** The visible range in words: the table's caption. */
  caption: string;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The hour grid of the schedule: a table with a column per visible day and a row per hour from
 * 8:00 to 20:00 in Europe/Berlin (wider when an event starts outside), each card in the cell of
 * its day and start hour. Today's column is marked (`aria-current="date"`, by the `now` given, the
 * app's clock). Cards are links (Tab walks them day by day) and the arrow keys move
 * between them; a week scrolls sideways on narrow screens. Spec: discovery §2 Franchise schedule.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { days, events, selectedCategoryIds, now, caption } = props;
  const { LL } = useI18n();
  const format = useFormat();
  const texts = LL.franchise.schedule;
  const hintId = useId();
  const byDay = scheduleOccurrences(events, days);
  const visible = days.map((day) =>
    (byDay.get(day) ?? []).filter((o) =>
      isScheduleCardVisible(domainScheduleEvent(o.event), selectedCategoryIds),
    ),
  );
  const rows = scheduleHourRows(visible.flat().map((o) => o.hour));
  const week = days.length > 1;
  // Today by the app's clock (the `now` passed in), in Europe/Berlin.
  const today = berlinToday(now);
  return (
    <div className="flex flex-col gap-2">
      {visible.every((cards) => cards.length === 0) && (
        <p className="text-muted-foreground">{texts.empty()}</p>
      )}
      <p id={hintId} className="sr-only">
        {texts.keyboardHint()}
      </p>
      <div className={cn(week && 'overflow-x-auto')}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: the keys move focus between the card links inside */}
        <table
          aria-describedby={hintId}
          onKeyDown={onCalendarKeyDown}
          className={cn('w-full table-fixed border-collapse text-sm', week && 'min-w-[60rem]')}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td className="w-16" />
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  aria-current={day === today ? 'date' : undefined}
                  className="border-b border-border p-2 text-start"
                >
                  <span
                    className={cn(
                      'inline-block rounded-full',
                      day === today &&
                        '-mx-2 bg-primary px-2 text-primary-foreground forced-colors:border forced-colors:border-[Highlight]',
                    )}
                  >
                    {format.date(day, 'dayMonth')}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((hour) => (
              <tr key={hour} className="border-b border-border">
                <th
                  scope="row"
                  className="p-2 text-end align-top font-normal text-muted-foreground tabular-nums"
                >
                  {hourLabel(hour)}
                </th>
                {days.map((day, i) => (
                  <td
                    key={day}
                    data-day={day}
                    data-hour={hour}
                    className={cn(
                      'h-12 border-s border-border p-1 align-top',
                      day === today && 'bg-primary/5',
                    )}
                  >
                    <div className="flex flex-col gap-1">
                      {(visible[i] ?? [])
                        .filter((o) => o.hour === hour)
                        .map((o) => (
                          <ScheduleEventCard
                            key={o.key}
                            event={o.event}
                            selectedCategoryIds={selectedCategoryIds}
                            now={now}
                          />
                        ))}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
