/**
 * Every route of the contract in registration order, and the MSW handlers over a base. Literal
 * paths come before templated ones of the same shape (`/customers/password` before
 * `/customers/{id}`), and unknown paths under the base answer 404 JSON.
 */
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { toHandlers } from '../http/route';
import type { RouteDefinition } from '../http/route';
import { bookingPaymentRoutes } from './booking-payments';
import { bookingRoutes } from './bookings';
import { contractRoutes } from './contracts';
import { courseRoutes } from './courses';
import { accountRoutes } from './customers-account';
import { customerListRoutes } from './customers-lists';
import { sessionRoutes } from './customers-session';
import { franchiseRoutes } from './franchises';
import { geoRoutes } from './geo';
import { imageHandlers } from './images';
import { miscRoutes } from './misc';
import { postRoutes } from './posts';
import { productRoomRoutes } from './products-rooms';
import { providerFormRoutes } from './provider-forms';
import { providerRoutes } from './providers';
import { locationRoutes } from './search-locations';
import { searchTextRoutes } from './search-text';
import { searchRoutes } from './search';
import { videoRoutes } from './video';

const templated = (path: string) => (path.match(/\{/g) ?? []).length;

/** Every route, literal paths first (stable otherwise). */
export const ROUTES: readonly RouteDefinition[] = [
  ...providerRoutes,
  ...providerFormRoutes,
  ...bookingPaymentRoutes,
  ...postRoutes,
  ...courseRoutes,
  ...franchiseRoutes,
  ...searchRoutes,
  ...locationRoutes,
  ...searchTextRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...customerListRoutes,
  ...contractRoutes,
  ...bookingRoutes,
  ...productRoomRoutes,
  ...miscRoutes,
  ...geoRoutes,
  ...videoRoutes,
].sort((a, b) => templated(a.path) - templated(b.path));

/** Where each handler sits in the contract: for contract tests and docs. */
export interface RouteInfo {
  operationId: RouteDefinition['operationId'];
  method: RouteDefinition['method'];
  path: RouteDefinition['path'];
}

/** The route table (operation id, method, contract path) in registration order. */
export const ROUTE_TABLE: readonly RouteInfo[] = ROUTES.map(({ operationId, method, path }) => ({
  operationId,
  method,
  path,
}));

/**
 * MSW handlers for every route under `base`, the seed's images (`{base}/images/:name`, outside the
 * contract), then a 404 JSON for anything else under it.
 */
export function createHandlers(ctx: MockContext, base = '/api'): HttpHandler[] {
  const prefix = base.replace(/\/+$/, '');
  return [
    ...ROUTES.flatMap((r) => toHandlers(r, ctx, prefix)),
    ...imageHandlers(prefix),
    http.all(`${prefix}/*`, () =>
      HttpResponse.json({ status: 404, message: 'Not found' }, { status: 404 }),
    ),
  ];
}
