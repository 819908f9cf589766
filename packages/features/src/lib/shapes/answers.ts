/**
 * What each page reads of an API answer (discovery §3, transactions §3): the parts it indexes,
 * maps or shows. An answer these schemas reject ends in the page's error with a retry
 * (`lib/answer`). Entities the pages read deeply have files of their own (provider, booking,
 * customer).
 */
import type { components } from '@kurse/api-client';
import { arrayOf, bool, int, maybe, num, object, optional, str, type Schema } from '../shape';
import { bookingShape, providerRefShape } from './booking';
import { providerShape } from './provider';

type S = components['schemas'];
const text = maybe(str);
/** An object the page reads only by its id. */
const withId = object<{ id: number }>({ id: int });

/** A course (contract `Course`): the course page, the card preview, ratings. */
export const courseShape = object<S['Course']>({
  id: int,
  name: str,
  subTitle: text,
  description: text,
  provider: optional(providerRefShape),
  events: optional(
    arrayOf(object<S['Event']>({ id: int, typeOf: str as Schema<S['Event']['typeOf']> })),
  ),
  ratings: optional(arrayOf(object<S['Rating']>({ text: str, name: str, createdAt: str }))),
  categories: optional(arrayOf(object<S['Category']>({ id: int, name: str }))),
});

/** `{ courses }` of `GET /courses`. */
export const courseListShape = object<{ courses: S['Course'][] }>({
  courses: arrayOf(courseShape),
});

/** A blog post (contract `Post`). */
export const postShape = object<S['Post']>({ id: int, slug: str, title: str });
/** `{ posts }` of a provider's blog. */
export const postListShape = object<S['PostList']>({ posts: arrayOf(postShape) });

/** A franchise (contract `Franchise`). */
export const franchiseShape = object<S['Franchise']>({ id: int, slug: str, name: str });

/** A product (contract `Product`). */
export const productShape = object<S['Product']>({ id: int, name: str, price: num });

/** A contract (contract `Contract`). */
export const contractShape = object<S['Contract']>({
  id: int,
  status: str as Schema<S['Contract']['status']>,
  active: bool,
});

/** A room (contract `Room`). */
export const roomShape = object<S['Room']>({
  id: int,
  name: str,
  pages: arrayOf(withId) as Schema<S['Room']['pages']>,
});

/** A schedule entry (contract `ScheduleEvent`). */
export const scheduleEventShape = object<S['ScheduleEvent']>({
  id: int,
  typeOf: str as Schema<S['ScheduleEvent']['typeOf']>,
  provider: providerRefShape,
  course: object<S['Course']>({ id: int, name: str }),
});

/** `{ events }` of a franchise schedule. */
export const scheduleShape = object<{ events: S['ScheduleEvent'][] }>({
  events: arrayOf(scheduleEventShape),
});

/** A page of `GET /search/all/`: its results (providers, courses, placements) and the count. */
export const searchPageShape = object<{ results: S['SearchResult'][]; meta: S['SearchMeta'] }>({
  results: arrayOf(withId as Schema<S['SearchResult']>),
  meta: object<S['SearchMeta']>({ totalCount: int }),
});

/** `{ providers }` of a franchise. */
export const franchiseProvidersShape = object<{ providers: S['Provider'][] }>({
  providers: arrayOf(providerShape),
});

/** `{ bookings }` of the customer's bookings. */
export const bookingListShape = object<{ bookings: S['Booking'][] }>({
  bookings: arrayOf(bookingShape),
});

/** `{ productContracts }` of the customer's contracts. */
export const contractListShape = object<{ productContracts: S['Contract'][] }>({
  productContracts: arrayOf(contractShape),
});
