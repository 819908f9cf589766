import type { RouteModule } from '../../core';
import { CoursesPage, namespaces } from '.';

/** The route of `courses`. */
export const coursesRoute = { namespaces, Page: CoursesPage } satisfies RouteModule;
