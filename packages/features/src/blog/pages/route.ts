import type { RouteModule } from '../../core';
import { BlogPage, PostPage, namespaces } from '.';

/** The route of `blog`. */
export const blogRoute = { namespaces, Page: BlogPage } satisfies RouteModule;

/** The route of `post`. */
export const postRoute = { namespaces, Page: PostPage } satisfies RouteModule;
