import type { Rating } from '@kurse/api-client';
import * as v from 'valibot';
import type { InferOutput } from 'valibot';
import { ratingsShape, useRead, useStore, type Read } from '../../core';

/** The ratings of a provider or course as loaded so far. */
export type RatingsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; ratings: readonly Rating[]; count: number };

/**
 * The read of the public ratings of a course (`GET /courses/{courseId}`) or of a provider
 * (`GET /providers/{id}`). Spec: discovery §2 Ratings panel, §3 Rating.
 */
export const ratingsRead = (
  providerId: number,
  courseId?: number,
): Read<InferOutput<typeof ratingsShape>> =>
  courseId === undefined
    ? {
        key: `/providers/${providerId}`,
        fetch: (api, signal) =>
          api.GET('/providers/{id}', { params: { path: { id: String(providerId) } }, signal }),
        shape: ratingsShape,
      }
    : {
        key: `/courses/${courseId}`,
        fetch: (api, signal) =>
          api.GET('/courses/{courseId}', { params: { path: { courseId } }, signal }),
        shape: ratingsShape,
      };

const noRetry = () => {};

/** The ready state of an answer with ratings (the count falls back to the list's length). */
const readyOf = (answer: {
  ratings?: readonly Rating[];
  publicRatingsCount?: number | null;
}): RatingsLoad => {
  const ratings = answer.ratings ?? [];
  return { status: 'ready', ratings, count: answer.publicRatingsCount ?? ratings.length };
};

/**
 * Loads the public ratings of a course or of a provider ({@link ratingsRead}). What the page
 * already read is used as it is: the provider of the page's store when it is the one asked for,
 * or `known` (the course's answer), so a server-rendered page shows its ratings at once and the
 * browser does not read them again. An answer without readable ratings fails like no answer.
 * `retry` loads again after a failure. Spec: discovery §2 Ratings panel, §3 Rating.
 */
export function useRatings(
  providerId: number,
  courseId?: number,
  known?: unknown,
): { load: RatingsLoad; retry: () => void } {
  const { current } = useStore('provider');
  const given = courseId === undefined ? (current?.id === providerId ? current : null) : known;
  const parsed = given ? v.safeParse(ratingsShape, given) : null;
  const stored =
    parsed?.success && parsed.output.id === (courseId ?? providerId) ? parsed.output : null;
  const read = useRead(stored ? null : ratingsRead(providerId, courseId));
  if (stored) return { load: readyOf(stored), retry: noRetry };
  if (read.status === 'ready') return { load: readyOf(read.data), retry: noRetry };
  if (read.status === 'failed') return { load: { status: 'failed' }, retry: read.retry };
  return { load: read, retry: noRetry };
}
