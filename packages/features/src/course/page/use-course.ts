import type { Course } from '@kurse/api-client';
import { providerMatchesSlug } from '@kurse/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../core/app/context';
import { checked } from '../../core/lib/answer';
import { courseShape } from '../../core/lib/shapes/answers';

/** Outcome of loading the course of a course page. */
export type CourseLoad =
  | { status: 'loading' }
  | { status: 'ready'; course: Course }
  | { status: 'notFound' }
  | { status: 'failed' };

/**
 * Loads the course of `/{slug}/courses/{id}` with the address's access token (which reveals hidden
 * events). A 404, an id that is not a number, or a course of another provider than the slug's
 * count as not found; any other failure as failed. Spec: discovery §2 Course page, §7 GET
 * /courses/{courseId} (optional token), §8.
 */
export function useCourse(slug: string, id: string, token: string | null): CourseLoad {
  const { api } = useServices();
  const courseId = /^\d+$/.test(id) ? Number(id) : null;
  const [load, setLoad] = useState<CourseLoad & { key?: string }>({ status: 'loading' });
  const key = `${slug}/${id}/${token ?? ''}`;

  useEffect(() => {
    if (courseId === null) return;
    const controller = new AbortController();
    void api
      .GET('/courses/{courseId}', {
        params: { path: { courseId }, query: token ? { token } : {} },
        signal: controller.signal,
      })
      .then(checked(courseShape))
      .then((result) => {
        if (result.ok) {
          const owner = result.data.provider?.slug;
          const mine = owner === undefined || providerMatchesSlug(owner, slug);
          setLoad(
            mine ? { status: 'ready', course: result.data, key } : { status: 'notFound', key },
          );
        } else if (result.error.kind !== 'cancelled') {
          setLoad({ status: result.error.status === 404 ? 'notFound' : 'failed', key });
        }
      });
    return () => controller.abort();
  }, [api, courseId, slug, token, key]);

  if (courseId === null) return { status: 'notFound' };
  return load.key === key ? load : { status: 'loading' };
}
