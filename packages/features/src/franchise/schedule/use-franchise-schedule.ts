import type { Franchise, ScheduleEvent } from '@kurse/api-client';
import { useState } from 'react';
import { useRead } from '../../core';
import { franchiseRead } from '../view';
import { scheduleRead } from './schedule-reads';
import type { SchedulePlace } from './use-schedule-query';

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
 * Loads the franchise and its events of the visible range through the loader runtime
 * ({@link franchiseRead}, {@link scheduleRead}); while another range loads, the events shown
 * last stay (refreshing). Any failure gives not found. Spec: discovery §2 Franchise schedule, §7,
 * §8 Schedule fetch failure.
 */
export function useFranchiseSchedule(
  id: string,
  range: { start: string; end: string },
  place: SchedulePlace | null,
): FranchiseScheduleLoad {
  const franchise = useRead(franchiseRead(id));
  const events = useRead(scheduleRead(id, range, place));
  const current = events.status === 'ready' ? events.data.events : null;
  // The events shown last, kept while another range loads.
  const [shown, setShown] = useState<readonly ScheduleEvent[] | null>(current);
  if (current && current !== shown) setShown(current);

  if (franchise.status === 'failed' || events.status === 'failed') return { status: 'notFound' };
  const list = current ?? shown;
  if (franchise.status !== 'ready' || !list) return { status: 'loading' };
  return { status: 'ready', franchise: franchise.data, events: list, refreshing: !current };
}
