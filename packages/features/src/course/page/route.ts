import type { RouteModule } from '../../core';
import { CoursePage, namespaces } from '.';

/** The route of `course`. */
export const courseRoute = { namespaces, Page: CoursePage } satisfies RouteModule;
