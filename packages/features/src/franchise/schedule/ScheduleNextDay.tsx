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
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { domainScheduleEvent } from './occurrences';
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

/** The next day with events after an empty range: the date, "none in four weeks", or unknown. */
type Next = { key: string; day: IsoDate | null } | null;

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
  const { api } = useServices();
  const texts = LL.franchise.schedule;
  const shows = (e: ScheduleEvent) =>
    isScheduleCardVisible(domainScheduleEvent(e), selectedCategoryIds);
  const empty = firstScheduleDay(events, days, shows) === null;
  const last = days[days.length - 1];
  const start = last ? addIsoDays(last, 1) : null;
  const key = `${franchiseId}/${start ?? ''}/${selectedCategoryIds.join(',')}/${place?.lat ?? ''}/${place?.lng ?? ''}`;
  const [next, setNext] = useState<Next>(null);

  useEffect(() => {
    if (!empty || !start) return;
    const end = addIsoDays(start, SCHEDULE_LOOKAHEAD_DAYS - 1);
    const ahead = Array.from({ length: SCHEDULE_LOOKAHEAD_DAYS }, (_, i) => addIsoDays(start, i));
    const controller = new AbortController();
    const query = {
      start_date: start,
      end_date: end,
      ...(place ? { lat: place.lat, lng: place.lng } : {}),
    };
    void api
      .GET('/franchises/{id}/schedule', {
        params: { path: { id: franchiseId }, query },
        signal: controller.signal,
      })
      .then((r) => {
        if (r.ok) setNext({ key, day: firstScheduleDay(r.data.events, ahead, shows) });
      });
    return () => controller.abort();
    // `key` stands for the franchise, the range, the categories and the place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, empty, key]);

  if (!empty || next?.key !== key) return null;
  if (next.day === null) return <p className="text-muted-foreground">{texts.noEventsAhead()}</p>;
  const day = next.day;
  return (
    <div data-slot="schedule-next" className="flex flex-wrap items-center gap-3">
      <p>{texts.nextEvents({ date: format.date(day, 'weekday') })}</p>
      <Button variant="outline" size="sm" onPress={() => onOpen(day)}>
        {texts.showNextEvents({ date: format.date(day, 'dayMonth') })}
      </Button>
    </div>
  );
}
