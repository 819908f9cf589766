/**
 * What each page reads of an API answer (discovery §3, transactions §3): the parts it indexes,
 * maps or shows; the others pass through unread (`v.looseObject`). An answer these schemas reject
 * ends in the page's error with a retry (`lib/answer`). Entities the pages read deeply have files
 * of their own (provider, booking, customer).
 */
import type { components } from '@kurse/api-client';
import * as v from 'valibot';
import type { Schema } from '../schema';
import { bookingShape, providerRefShape } from './booking';
import { providerShape } from './provider';

type S = components['schemas'];
const text = v.nullish(v.string());
const int = v.pipe(v.number(), v.integer());
/** An object the page reads only by its id. */
const withId = v.looseObject({ id: int });

/** A course (contract `Course`): the course page, the card preview, ratings. */
export const courseShape = v.looseObject({
  id: int,
  name: v.string(),
  subTitle: text,
  description: text,
  provider: v.optional(providerRefShape),
  events: v.optional(v.array(v.looseObject({ id: int, typeOf: v.string() }))),
  ratings: v.optional(
    v.array(v.looseObject({ text: v.string(), name: v.string(), createdAt: v.string() })),
  ),
  categories: v.optional(v.array(v.looseObject({ id: int, name: v.string() }))),
}) as Schema<S['Course']>;

/** `{ courses }` of `GET /courses`. */
export const courseListShape = v.looseObject({ courses: v.array(courseShape) });

/** A blog post (contract `Post`). */
export const postShape = v.looseObject({ id: int, slug: v.string(), title: v.string() }) as Schema<
  S['Post']
>;
/** `{ posts }` of a provider's blog. */
export const postListShape = v.looseObject({ posts: v.array(postShape) }) as Schema<S['PostList']>;

/** A franchise (contract `Franchise`). */
export const franchiseShape = v.looseObject({
  id: int,
  slug: v.string(),
  name: v.string(),
}) as Schema<S['Franchise']>;

/** A product (contract `Product`); the parts the page does not read are trusted. */
export const productShape = v.looseObject({
  id: int,
  name: v.string(),
  price: v.number(),
}) as unknown as Schema<S['Product']>;

/** A contract (contract `Contract`). */
export const contractShape = v.looseObject({
  id: int,
  status: v.string(),
  active: v.boolean(),
}) as Schema<S['Contract']>;

/** A room (contract `Room`): its pages are read by id, the rest of them is trusted. */
export const roomShape = v.looseObject({
  id: int,
  name: v.string(),
  pages: v.array(withId),
}) as unknown as Schema<S['Room']>;

/** A schedule entry (contract `ScheduleEvent`). */
export const scheduleEventShape = v.looseObject({
  id: int,
  typeOf: v.string(),
  provider: providerRefShape,
  course: v.looseObject({ id: int, name: v.string() }),
}) as Schema<S['ScheduleEvent']>;

/** `{ events }` of a franchise schedule. */
export const scheduleShape = v.looseObject({ events: v.array(scheduleEventShape) });

/**
 * A page of `GET /search/all/`: its results (providers, courses, placements, read by id; the rest
 * of them is trusted) and the count.
 */
export const searchPageShape = v.looseObject({
  results: v.array(withId),
  meta: v.looseObject({ totalCount: int }),
}) as unknown as Schema<{ results: S['SearchResult'][]; meta: S['SearchMeta'] }>;

/** `{ providers }` of a franchise. */
export const franchiseProvidersShape = v.looseObject({ providers: v.array(providerShape) });

/** `{ bookings }` of the customer's bookings. */
export const bookingListShape = v.looseObject({ bookings: v.array(bookingShape) });

/** `{ productContracts }` of the customer's contracts. */
export const contractListShape = v.looseObject({ productContracts: v.array(contractShape) });
