import type { RouteModule } from '../../core';
import { courseHead, loadCourse } from '../page/load-course';
import { CardPreviewPage, namespaces } from '.';

/** The route of `card-preview`: the course, as its page reads it (no token). Spec: discovery §2. */
export const cardPreviewRoute = {
  namespaces,
  Page: CardPreviewPage,
  load: (context) => loadCourse({ ...context, query: new URLSearchParams() }, context.params.id),
  head: courseHead,
} satisfies RouteModule;
