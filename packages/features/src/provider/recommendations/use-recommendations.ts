import type { Recommendation } from '@kurse/api-client';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { recommendationsShape } from '../../core';

/** Whose recommendations: a provider's or a course's. */
export type RecommendationsOf = { providerId: number } | { courseId: number };

/**
 * Loads the recommendations of a provider (`GET /providers/{id}/recommendations`) or a course
 * (`GET /courses/{courseId}/recommendations`); null while loading. A failure — an answer of the
 * wrong shape included — leaves an empty list and shows no message. Spec: discovery §7, §8 Recommendations failure.
 */
export function useRecommendations(of: RecommendationsOf): readonly Recommendation[] | null {
  const { api } = useServices();
  const providerId = 'providerId' in of ? of.providerId : null;
  const courseId = 'courseId' in of ? of.courseId : null;
  const [items, setItems] = useState<readonly Recommendation[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    setItems(null);
    const request =
      courseId === null
        ? api.GET('/providers/{id}/recommendations', {
            params: { path: { id: String(providerId) } },
            signal,
          })
        : api.GET('/courses/{courseId}/recommendations', {
            params: { path: { courseId } },
            signal,
          });
    void request.then(checked(recommendationsShape)).then((result) => {
      if (result.ok) setItems(result.data.recommendations);
      else if (result.error.kind !== 'cancelled') setItems([]);
    });
    return () => controller.abort();
  }, [api, providerId, courseId]);

  return items;
}
