import type { RouteModule } from '../../core';
import { RoomPage, namespaces } from '.';

/** The route of `room`. */
export const roomRoute = { namespaces, Page: RoomPage } satisfies RouteModule;
