import type { ScheduleEvent } from '@kurse/api-client';
import type {
  ScheduleEvent as DomainScheduleEvent,
  ScheduleOccurrence as DomainOccurrence,
} from '@kurse/domain';

/** One card of the calendar (domain `scheduleOccurrences` places the events on the days). */
export type ScheduleOccurrence = DomainOccurrence<ScheduleEvent>;

/**
 * The schedule event in the shape of domain `scheduleCard`: a missing start falls back to the
 * occurrence's start, a missing provider name to an empty one.
 */
export function domainScheduleEvent(
  e: ScheduleEvent,
): DomainScheduleEvent<ScheduleEvent['course']['address']> {
  return {
    ...e,
    startDate: e.startDate ?? e.matchingStartDate ?? '',
    provider: { name: e.provider.name ?? '' },
  };
}
