/**
 * The provider as the pages read it: from `GET /providers/{id}` and from storage (discovery §3
 * Provider, §4 Persisted). Every property a page shows or follows is checked; the others pass
 * through unread (`v.looseObject`).
 */
import type { Provider } from '@kurse/api-client';
import type { ProviderVisit } from '@kurse/domain';
import * as v from 'valibot';
import type { Schema } from '../schema';

type Address = NonNullable<Provider['address']>;

const text = v.nullish(v.string());
const int = v.pipe(v.number(), v.integer());

/** A postal address of the contract (`Address`). */
export const addressShape = v.looseObject({
  id: v.optional(int),
  street: text,
  postalCode: text,
  city: text,
  country: text,
  lat: v.nullish(v.number()),
  lng: v.nullish(v.number()),
  phone: text,
}) as Schema<Address>;

const franchiseRef = v.looseObject({
  slug: v.string(),
  id: v.optional(int),
  name: v.optional(v.string()),
  logo: text,
  color: text,
  title: text,
});
const contact = v.looseObject({
  name: v.string(),
  role: text,
  email: text,
  phone: text,
  image: text,
});
const category = v.looseObject({ id: int, name: v.string(), color: text });
const rating = v.looseObject({ text: v.string(), createdAt: v.string(), name: v.string() });

/** A provider (contract `Provider`). */
export const providerShape = v.looseObject({
  id: int,
  slug: v.string(),
  name: v.string(),
  subTitle: text,
  description: text,
  logo: text,
  images: v.optional(v.array(v.string())),
  // Answered by every provider (the contract's default); an absent one reads as `standard`.
  template: v.optional(v.picklist(['card', 'standard', 'clean'])),
  external: v.optional(v.boolean()),
  website: text,
  url: text,
  email: text,
  phone: text,
  address: v.nullish(addressShape),
  addresses: v.optional(v.array(addressShape)),
  addressCombined: text,
  socialMediaFacebookLink: text,
  socialMediaInstagramLink: text,
  socialMediaWhatsappLink: text,
  franchises: v.optional(v.array(franchiseRef)),
  contacts: v.optional(v.array(contact)),
  categories: v.optional(v.array(category)),
  hasTerms: v.optional(v.boolean()),
  hasPrivacyPolicy: v.optional(v.boolean()),
  justCreated: v.optional(v.boolean()),
  sinceDays: v.optional(int),
  courseCount: v.optional(int),
  onlineCourseCount: v.optional(int),
  onlineCourses: v.optional(v.boolean()),
  priceFrom: v.nullish(int),
  priceTo: v.nullish(int),
  relevance: v.nullish(v.number()),
  distance: v.nullish(v.number()),
  heartsCount: v.optional(int),
  publicRatingsCount: v.optional(int),
  ratings: v.optional(v.array(rating)),
  backgroundColor: text,
  postCount: v.optional(int),
  paypalClientId: text,
  visitedAt: text,
}) as Schema<Provider>;

/** A remembered provider visit (domain `ProviderVisit`). */
export const visitShape = v.object({
  id: v.union([int, v.string()]),
  slug: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  time: v.number(),
}) satisfies Schema<ProviderVisit>;
