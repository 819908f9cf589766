import type { Recommendation } from '@kurse/api-client';
import type { InferOutput } from 'valibot';
import { recommendationsShape, useRead, type Read } from '../../core';

/** Whose recommendations: a provider's or a course's. */
export type RecommendationsOf = { providerId: number } | { courseId: number };

/**
 * The read of the recommendations of a provider (`GET /providers/{id}/recommendations`) or a
 * course (`GET /courses/{courseId}/recommendations`). Spec: discovery §7.
 */
export const recommendationsRead = (
  of: RecommendationsOf,
): Read<InferOutput<typeof recommendationsShape>> =>
  'courseId' in of
    ? {
        key: `/courses/${of.courseId}/recommendations`,
        fetch: (api, signal) =>
          api.GET('/courses/{courseId}/recommendations', {
            params: { path: { courseId: of.courseId } },
            signal,
          }),
        shape: recommendationsShape,
      }
    : {
        key: `/providers/${of.providerId}/recommendations`,
        fetch: (api, signal) =>
          api.GET('/providers/{id}/recommendations', {
            params: { path: { id: String(of.providerId) } },
            signal,
          }),
        shape: recommendationsShape,
      };

/**
 * Loads the recommendations of a provider or a course ({@link recommendationsRead}); null while
 * loading. A failure — an answer of the wrong shape included — leaves an empty list and shows no
 * message. Spec: discovery §7, §8 Recommendations failure.
 */
export function useRecommendations(of: RecommendationsOf): readonly Recommendation[] | null {
  const read = useRead(recommendationsRead(of));
  if (read.status === 'ready') return read.data.recommendations;
  return read.status === 'failed' ? [] : null;
}
