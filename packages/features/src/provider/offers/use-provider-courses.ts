import type { Course } from '@kurse/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { courseListShape } from '../../core';

/** A provider's courses as loaded so far. */
export type CoursesLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; courses: readonly Course[] };

/**
 * Loads a provider's courses (`GET /courses?provider_id=`), for its page and its offers list;
 * `retry` loads again after a failure. Spec: discovery §2 Provider page (courses), §7 GET /courses.
 */
export function useProviderCourses(providerId: number | string): {
  load: CoursesLoad;
  retry: () => void;
} {
  const { api } = useServices();
  const [load, setLoad] = useState<CoursesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    void api
      .GET('/courses', {
        params: { query: { provider_id: String(providerId) } },
        signal: controller.signal,
      })
      .then(checked(courseListShape))
      .then((result) => {
        if (result.ok) setLoad({ status: 'ready', courses: result.data.courses });
        else if (result.error.kind !== 'cancelled') setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, providerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
