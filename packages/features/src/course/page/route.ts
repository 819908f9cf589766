import type { RouteModule } from '../../core';
import { CoursePage, namespaces } from '.';
import { courseHead, loadCourse } from './load-course';

/** The route of `course`: the course of the address with its token. Spec: discovery §2 Course page. */
export const courseRoute = {
  namespaces,
  Page: CoursePage,
  load: (context) => loadCourse(context, context.params.id),
  head: courseHead,
} satisfies RouteModule;
