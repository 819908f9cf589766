import type { Course } from '@kurse/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../core';
import { checked } from '../../core';
import { courseShape } from '../../core';

/** A course as loaded so far. */
export type CourseLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; course: Course };

/**
 * Loads one course (`GET /courses/{courseId}`): not found for a 404 or an id that is no number,
 * failed otherwise; `retry` loads again. Spec: discovery §2 Route table (card preview), §7.
 */
export function useCourse(id: string | undefined): { load: CourseLoad; retry: () => void } {
  const { api } = useServices();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const [load, setLoad] = useState<CourseLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    void api
      .GET('/courses/{courseId}', { params: { path: { courseId } }, signal: controller.signal })
      .then(checked(courseShape))
      .then((result) => {
        if (result.ok) setLoad({ status: 'ready', course: result.data });
        else if (result.error.kind !== 'cancelled') {
          setLoad({ status: result.error.status === 404 ? 'notFound' : 'failed' });
        }
      });
    return () => controller.abort();
  }, [api, courseId, valid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load: valid ? load : { status: 'notFound' }, retry };
}
