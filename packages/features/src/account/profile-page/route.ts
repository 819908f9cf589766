import type { RouteModule } from '../../core';
import { ProfilePage, namespaces } from '.';

/** The route of `profile`. */
export const profileRoute = { namespaces, Page: ProfilePage } satisfies RouteModule;
