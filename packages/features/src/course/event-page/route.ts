import type { Loaded, RouteModule } from '../../core';
import { courseHead, loadCourse } from '../page/load-course';
import { EventBookingPage, namespaces } from '.';

/**
 * The route of `event`: the course of the address (with its token), as the event page reads it;
 * an event the course does not hold is a 404. Spec: transactions §2 Event booking page.
 */
export const eventRoute = {
  namespaces,
  Page: EventBookingPage,
  async load(context): Promise<Loaded> {
    const loaded = await loadCourse(context, context.params.courseId);
    const load = loaded.data;
    if (load.status !== 'ready') return loaded;
    const known = load.course.events?.some((e) => String(e.id) === context.params.id) ?? false;
    return known ? loaded : { status: 404, data: { status: 'notFound' } };
  },
  head: courseHead,
} satisfies RouteModule;
