import { parseRouteId } from '@kurse/domain';
import type { Loaded, LoadContext, RouteModule } from '../../core';
import { courseOutcome, courseRead, type CourseLoad } from './use-course';

/**
 * Reads the course `id` of a course route with the address's token (`?token=`), as its page does:
 * 404 when the course is unknown, no number, or of another provider than the slug's. The provider
 * of the slug is read by the provider scope. Spec: discovery §2 Course page, §8.
 */
export async function loadCourse(
  { params, query, read }: LoadContext,
  id: string | undefined,
): Promise<Loaded & { data: CourseLoad }> {
  const courseId = parseRouteId(id);
  if (courseId === null) return { status: 404, data: { status: 'notFound' } };
  const token = query.get('token') || null;
  const outcome = courseOutcome(await read(courseRead(courseId, token)), params.slug ?? '');
  return { status: outcome.status === 'notFound' ? 404 : 200, data: outcome };
}

/** The head of a course route: the course's name, the not-found or the error title. */
export const courseHead: NonNullable<RouteModule['head']> = (loaded, LL) => {
  const load = loaded.data as CourseLoad | undefined;
  if (load?.status === 'ready') return { title: load.course.name };
  if (load?.status === 'notFound') return { title: LL.errors.notFound.title() };
  return null;
};
