import type { Course } from '@kurse/api-client';
import { parseRouteId, providerMatchesSlug } from '@kurse/domain';
import { courseShape, useRead, type Read, type Settled } from '../../core';

/** Outcome of loading the course of a course page. */
export type CourseLoad =
  | { status: 'loading' }
  | { status: 'ready'; course: Course }
  | { status: 'notFound' }
  | { status: 'failed'; retry?: () => void };

/**
 * The read of a course with the address's access token (which reveals hidden events). Spec:
 * discovery §2 Course page, §7 GET /courses/{courseId} (optional token).
 */
export const courseRead = (courseId: number, token: string | null): Read<Course> => ({
  key: `/courses/${courseId}?token=${token ?? ''}`,
  fetch: (api, signal) =>
    api.GET('/courses/{courseId}', {
      params: { path: { courseId }, query: token ? { token } : {} },
      signal,
    }),
  shape: courseShape,
});

/**
 * What a course's answer means for the page of `slug`: a 404, or a course of another provider
 * than the slug's, is not found; any other failure failed. Spec: discovery §2 Course page, §8.
 */
export function courseOutcome(settled: Settled<Course>, slug: string): CourseLoad {
  if (!settled.ok) return { status: settled.error.status === 404 ? 'notFound' : 'failed' };
  const owner = settled.data.provider?.slug;
  const mine = owner === undefined || providerMatchesSlug(owner, slug);
  return mine ? { status: 'ready', course: settled.data } : { status: 'notFound' };
}

/** Loads the course of `/{slug}/courses/{id}` (see {@link courseRead}, {@link courseOutcome}). */
export function useCourse(slug: string, id: string, token: string | null): CourseLoad {
  const courseId = parseRouteId(id);
  const read = useRead(courseId === null ? null : courseRead(courseId, token));
  if (courseId === null) return { status: 'notFound' };
  if (read.status === 'loading') return read;
  if (read.status === 'failed') {
    const outcome = courseOutcome({ ok: false, error: read.error, at: 0 }, slug);
    return outcome.status === 'failed' ? { ...outcome, retry: read.retry } : outcome;
  }
  return courseOutcome({ ok: true, data: read.data, at: 0 }, slug);
}
