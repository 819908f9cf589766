import {
  breadcrumbs,
  courseStructuredData,
  metaDescription,
  parseRouteId,
  pathOfRoute,
  previewImage,
} from '@kurse/domain';
import { htmlToText, statusOf, type Loaded, type LoadContext, type RouteModule } from '../../core';
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
  const settled = await read(courseRead(courseId, token));
  const outcome = courseOutcome(settled, params.slug ?? '');
  return { status: outcome.status === 'notFound' ? 404 : statusOf(settled), data: outcome };
}

/**
 * The head of a course route: the course's name, its short description (else the start of its
 * description), its title image, and its schema.org `Course` with every visible event and the
 * trail provider › course; the not-found or the error title when there is no course.
 */
export const courseHead: NonNullable<RouteModule['head']> = (loaded, LL, site) => {
  const load = loaded.data as CourseLoad | undefined;
  if (load?.status === 'notFound') return { title: LL.errors.notFound.title() };
  if (load?.status !== 'ready') return null;
  const { course } = load;
  const description = metaDescription(course.shortDescription || htmlToText(course.description));
  const image = previewImage(course.titleImage, ...(course.images ?? []));
  const slug = course.provider?.slug;
  const at = (path: string | null) => (path === null ? '' : site.url(path));
  const courseUrl = at(slug ? pathOfRoute('course', { slug, id: course.id }) : null);
  const providerUrl = at(slug ? pathOfRoute('provider', { slug }) : null);
  const events = (course.events ?? []).filter((event) => !event.hidden);
  const data = courseStructuredData({
    name: course.name,
    description,
    url: courseUrl,
    image: image && site.url(image),
    locationType: course.locationType,
    address: course.address,
    provider: course.provider ? { name: course.provider.name, url: providerUrl } : null,
    events: events.map((event) => ({
      ...event,
      url: at(slug ? pathOfRoute('event', { slug, courseId: course.id, id: event.id }) : null),
    })),
  });
  const providerName = course.provider?.name;
  const trail = providerName
    ? [
        breadcrumbs([
          { name: providerName, url: providerUrl },
          { name: course.name, url: courseUrl },
        ]),
      ]
    : [];
  return {
    title: course.name,
    description,
    image: image && site.url(image),
    structuredData: [data, ...trail],
  };
};
