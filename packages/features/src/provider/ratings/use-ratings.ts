import type { Rating } from '@kurse/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { ratingsShape } from '../../core';
import { useStore } from '../../core';

/** The ratings of a provider or course as loaded so far. */
export type RatingsLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; ratings: readonly Rating[]; count: number };

/**
 * Loads the public ratings of a course (`GET /courses/{courseId}`) or of a provider
 * (`GET /providers/{id}`). The provider of the page's store is used as it is when it is the one
 * asked for. An answer without readable ratings fails like no answer. `retry` loads again after a
 * failure. Spec: discovery §2 Ratings panel, §3 Rating.
 */
export function useRatings(
  providerId: number,
  courseId?: number,
): { load: RatingsLoad; retry: () => void } {
  const { api } = useServices();
  const { current } = useStore('provider');
  const stored = courseId === undefined && current?.id === providerId ? current : null;
  const [load, setLoad] = useState<RatingsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (stored) return;
    const controller = new AbortController();
    const signal = controller.signal;
    setLoad({ status: 'loading' });
    const request =
      courseId === undefined
        ? api.GET('/providers/{id}', { params: { path: { id: String(providerId) } }, signal })
        : api.GET('/courses/{courseId}', { params: { path: { courseId } }, signal });
    void request.then(checked(ratingsShape)).then((result) => {
      if (result.ok) {
        const ratings = result.data.ratings ?? [];
        setLoad({
          status: 'ready',
          ratings,
          count: result.data.publicRatingsCount ?? ratings.length,
        });
      } else if (result.error.kind !== 'cancelled') setLoad({ status: 'failed' });
    });
    return () => controller.abort();
  }, [api, providerId, courseId, stored, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (stored) {
    const ratings = stored.ratings ?? [];
    const count = stored.publicRatingsCount ?? ratings.length;
    return { load: { status: 'ready', ratings, count }, retry };
  }
  return { load, retry };
}
