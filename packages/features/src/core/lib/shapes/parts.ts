/**
 * What the parts of pages and the forms read of an API answer (discovery §3, §7; transactions §3,
 * §7): recommendations, ratings, provider texts, the map search, the search assistant, the
 * voucher, a new contract and the session calls. Only what they show or follow is checked; the
 * rest passes through unread (`v.looseObject`). A rejected answer ends like a call without an
 * answer (`lib/answer`): the part's error with a retry, or the form's generic error.
 */
import type { Applicant, components, Rating, User, Voucher } from '@kurse/api-client';
import * as v from 'valibot';
import type { Schema } from '../schema';
import { contractShape } from './answers';
import { providerRefShape } from './booking';
import { applicantShape, userShape } from './customer';
import { providerShape } from './provider';

type S = components['schemas'];
const text = v.nullish(v.string());
const int = v.pipe(v.number(), v.integer());

/** A public rating (contract `Rating`). */
const ratingShape = v.looseObject({
  text: v.string(),
  createdAt: v.string(),
  name: v.string(),
}) as Schema<Rating>;

/** The ratings of a course or provider (`GET /courses/{id}`, `GET /providers/{id}`). */
export const ratingsShape = v.looseObject({
  id: int,
  ratings: v.optional(v.array(ratingShape)),
  publicRatingsCount: v.optional(int),
});

/** A recommended course (a course card) or provider (a small card), by its `modelName`. */
const recommendationShape = v.variant('modelName', [
  v.looseObject({
    modelName: v.literal('course'),
    id: int,
    name: v.string(),
    subTitle: text,
    provider: v.optional(providerRefShape),
  }),
  v.looseObject({
    modelName: v.literal('provider'),
    id: int,
    slug: v.string(),
    name: v.string(),
    subTitle: text,
    logo: text,
  }),
]) as unknown as Schema<S['Recommendation']>;

/** `{ recommendations }` of a provider or course. */
export const recommendationsShape = v.looseObject({
  recommendations: v.array(recommendationShape),
});

/** `{ terms }` of a provider (HTML; an empty one counts as none). */
export const termsShape = v.looseObject({ terms: v.string() });
/** `{ privacyPolicy }` of a provider (HTML; an empty one counts as none). */
export const privacyPolicyShape = v.looseObject({ privacyPolicy: v.string() });

/** A location of the map search (contract `SearchLocationResult`). */
const locationShape = v.looseObject({
  lat: v.number(),
  lng: v.number(),
  providers: v.array(v.looseObject({ id: int, name: v.string(), slug: v.string() })),
}) as unknown as Schema<S['SearchLocationResult']>;

/** `{ locations, meta }` of `GET /search/locations/`. */
export const locationSearchShape = v.looseObject({
  locations: v.array(locationShape),
  meta: v.looseObject({
    totalCount: int,
    bounds: v.nullish(
      v.looseObject({ north: v.number(), east: v.number(), south: v.number(), west: v.number() }),
    ),
  }),
});

/**
 * The assistant's answer (contract `SearchTextResult`): its message is required; the filters are
 * read one by one by domain `applyAssistantAnswer`, which drops what it cannot use.
 */
export const assistantAnswerShape = v.looseObject({
  message: v.string(),
}) as unknown as Schema<S['SearchTextResult']>;

/** A voucher (contract `Voucher`). */
export const voucherShape = v.looseObject({
  code: v.string(),
  unit: v.picklist(['cash', 'percent']),
  value: v.number(),
  minBookingAmount: v.nullish(v.number()),
  percent: v.nullish(v.number()),
}) as Schema<Voucher>;

/** A contract just created (contract `Contract`). */
export const newContractShape = contractShape;

/** The customer of a login, sign-up or session check (contract `User`). */
export const sessionUserShape: Schema<User> = userShape;

/** `{ applications }` of the customer. */
export const applicationsShape = v.looseObject({
  applications: v.array(applicantShape),
}) as Schema<{ applications: Applicant[] }>;

/** The provider of a preview (`GET /providers/preview`). */
export const previewProviderShape = providerShape;
