import { pathOfRoute, type RouteKind } from '@kurse/domain';

/** Query values of a path; empty ones (null, undefined, '') are left out. */
export type PathQuery = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The app path of a page kind (domain `pathOfRoute`) plus the non-empty query values in the
 * given order. Throws when a parameter is missing. Spec: discovery §2 Route table.
 */
export function routePath(
  kind: RouteKind,
  params: Readonly<Record<string, string | number>>,
  query: PathQuery = {},
): string {
  const path = pathOfRoute(kind, params);
  if (path === null) throw new Error(`No path for ${kind} with ${Object.keys(params).join(', ')}.`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a course's event and offers live. */
export interface EventPlace {
  slug: string;
  courseId: number;
  eventId: number;
  /** The access token of the course page address, passed on. */
  token?: string | null;
}

/**
 * The event page for a price option, with `priceOption` and the current token.
 * Spec: discovery §2 Course and event pages; transactions §2 Event booking page.
 */
export function eventHref(place: EventPlace, priceOptionId: number): string {
  return routePath(
    'event',
    { slug: place.slug, courseId: place.courseId, id: place.eventId },
    { priceOption: priceOptionId, token: place.token },
  );
}

/**
 * The new-contract page of a product: the product id as the route parameter, with `from` (the
 * course page), `courseId` and `eventId`. Spec: discovery §2 (product-type options), transactions
 * §2 Route table (/me/contracts/{id}/confirm) and New contract modal.
 */
export function contractHref(place: EventPlace, productId: number): string {
  const from = routePath(
    'course',
    { slug: place.slug, id: place.courseId },
    { token: place.token },
  );
  return routePath(
    'contractConfirm',
    { id: productId },
    { from, courseId: place.courseId, eventId: place.eventId },
  );
}
