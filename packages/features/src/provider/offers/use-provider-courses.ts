import type { Course } from '@kurse/api-client';
import type { InferOutput } from 'valibot';
import { courseListShape, useRead, type Read } from '../../core';

/** A provider's courses as loaded so far. */
export type CoursesLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; courses: readonly Course[] };

/** The read of a provider's courses. Spec: discovery §2 Provider page (courses), §7 GET /courses. */
export const providerCoursesRead = (
  providerId: number | string,
): Read<InferOutput<typeof courseListShape>> => ({
  key: `/courses?provider_id=${providerId}`,
  fetch: (api, signal) =>
    api.GET('/courses', { params: { query: { provider_id: String(providerId) } }, signal }),
  shape: courseListShape,
});

const noRetry = () => {};

/**
 * Loads a provider's courses (`GET /courses?provider_id=`), for its page and its offers list;
 * `retry` loads again after a failure. Spec: discovery §2 Provider page (courses), §7 GET /courses.
 */
export function useProviderCourses(providerId: number | string): {
  load: CoursesLoad;
  retry: () => void;
} {
  const read = useRead(providerCoursesRead(providerId));
  if (read.status === 'ready') {
    return { load: { status: 'ready', courses: read.data.courses }, retry: noRetry };
  }
  if (read.status === 'failed') return { load: { status: 'failed' }, retry: read.retry };
  return { load: read, retry: noRetry };
}
