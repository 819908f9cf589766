import type { Franchise, ScheduleEvent } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import type { SchedulePlace } from './use-schedule-query';
import { checked } from '../../core';
import { franchiseShape, scheduleShape } from '../../core';

/** The schedule as loaded so far. */
export type FranchiseScheduleLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | {
      status: 'ready';
      franchise: Franchise;
      events: readonly ScheduleEvent[];
      /** A newer range is loading; the previous events stay until it answers. */
      refreshing: boolean;
    };

/**
 * Loads the franchise (`GET /franchises/{id}`) and its events of the visible range
 * (`GET /franchises/{id}/schedule` with start, inclusive end and the optional position); any
 * failure gives not found. Spec: discovery §2 Franchise schedule, §7, §8 Schedule fetch failure.
 */
export function useFranchiseSchedule(
  id: string,
  range: { start: string; end: string },
  place: SchedulePlace | null,
): FranchiseScheduleLoad {
  const { api } = useServices();
  const [franchise, setFranchise] = useState<Franchise | null | 'failed'>(null);
  const [events, setEvents] = useState<{ key: string; list: readonly ScheduleEvent[] } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const key = `${range.start}/${range.end}/${place?.lat ?? ''}/${place?.lng ?? ''}`;

  useEffect(() => {
    const controller = new AbortController();
    void api
      .GET('/franchises/{id}', { params: { path: { id } }, signal: controller.signal })
      .then(checked(franchiseShape))
      .then((r) => {
        if (r.ok) setFranchise(r.data);
        else if (r.error.kind !== 'cancelled') setFranchise('failed');
      });
    return () => controller.abort();
  }, [api, id]);

  useEffect(() => {
    const controller = new AbortController();
    const query = {
      start_date: range.start,
      end_date: range.end,
      ...(place ? { lat: place.lat, lng: place.lng } : {}),
    };
    void api
      .GET('/franchises/{id}/schedule', {
        params: { path: { id }, query },
        signal: controller.signal,
      })
      .then(checked(scheduleShape))
      .then((r) => {
        if (r.ok) setEvents({ key, list: r.data.events });
        else if (r.error.kind !== 'cancelled') setFailed(true);
      });
    return () => controller.abort();
    // `key` stands for range and place.
  }, [api, id, key]);

  if (failed || franchise === 'failed') return { status: 'notFound' };
  if (!franchise || !events) return { status: 'loading' };
  return { status: 'ready', franchise, events: events.list, refreshing: events.key !== key };
}
