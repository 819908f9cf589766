import type { ScheduleEvent } from '@kurse/api-client';
import {
  SCHEDULE_LOOKAHEAD_DAYS,
  addIsoDays,
  firstScheduleDay,
  isScheduleCardVisible,
  type IsoDate,
} from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Button } from '@kurse/ui';
import { useRead } from '../../core';
import { domainScheduleEvent } from './occurrences';
import { scheduleRead } from './schedule-reads';
import type { SchedulePlace } from './use-schedule-query';

/** Props of {@link ScheduleNextDay}. */
export interface ScheduleNextDayProps {
  /** The franchise id or slug. */
  franchiseId: string;
  /** The visible days and their events. */
  days: readonly IsoDate[];
  events: readonly ScheduleEvent[];
  selectedCategoryIds: readonly number[];
  place: SchedulePlace | null;
  /** Opens the day view of a date. */
  onOpen: (date: IsoDate) => void;
}

/**
 * An empty day or week says when the next events are: it looks 28 days past the visible range
 * (`GET /franchises/{id}/schedule`, the same categories and place) and names the first day with
 * a card, with a button that opens that day; or says there are none in those four weeks. A failed
 * look-ahead says nothing more. Spec: discovery §2 Franchise schedule (silent on empty ranges).
 */
export function ScheduleNextDay(props: ScheduleNextDayProps) {
  const { franchiseId, days, events, selectedCategoryIds, place, onOpen } = props;
  const { LL } = useI18n();
  const format = useFormat();
  const texts = LL.franchise.schedule;
  const shows = (e: ScheduleEvent) =>
    isScheduleCardVisible(domainScheduleEvent(e), selectedCategoryIds);
  const empty = firstScheduleDay(events, days, shows) === null;
  const last = days[days.length - 1];
  const start = last ? addIsoDays(last, 1) : null;
  const ahead = start
    ? Array.from({ length: SCHEDULE_LOOKAHEAD_DAYS }, (_, i) => addIsoDays(start, i))
    : [];
  const end = ahead[ahead.length - 1];
  const next = useRead(
    empty && start && end ? scheduleRead(franchiseId, { start, end }, place) : null,
  );

  if (!empty || next.status !== 'ready') return null;
  const day = firstScheduleDay(next.data.events, ahead, shows);
  if (day === null) return <p className="text-muted-foreground">{texts.noEventsAhead()}</p>;
  return (
    <div data-slot="schedule-next" className="flex flex-wrap items-center gap-3">
      <p>{texts.nextEvents({ date: format.date(day, 'weekday') })}</p>
      <Button variant="outline" size="sm" onPress={() => onOpen(day)}>
        {texts.showNextEvents({ date: format.date(day, 'dayMonth') })}
      </Button>
    </div>
  );
}
