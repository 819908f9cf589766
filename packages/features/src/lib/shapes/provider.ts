/**
 * The provider as the pages read it: from `GET /providers/{id}` and from storage (discovery §3
 * Provider, §4 Persisted). Every property a page shows or follows is checked.
 */
import type { Provider } from '@kurse/api-client';
import type { ProviderVisit } from '@kurse/domain';
import {
  arrayOf,
  bool,
  either,
  int,
  maybe,
  num,
  object,
  oneOf,
  optional,
  str,
  unknownValue,
  type Schema,
} from '../shape';

type Address = NonNullable<Provider['address']>;
type Item<A> = A extends readonly (infer I)[] ? I : never;

const text = maybe(str);
const ids = either(int, str);

/** A postal address of the contract (`Address`). */
export const addressShape: Schema<Address> = object<Address>({
  id: optional(int),
  street: text,
  postalCode: text,
  city: text,
  country: text as Schema<Address['country']>,
  lat: maybe(num),
  lng: maybe(num),
  phone: text,
});

const franchiseRef = object<Item<Provider['franchises']>>({
  slug: str,
  id: optional(int),
  name: optional(str),
  logo: text,
  color: text,
  title: text,
});
const contact = object<Item<Provider['contacts']>>({
  name: str,
  role: text,
  email: text,
  phone: text,
  image: text,
});
const category = object<Item<Provider['categories']>>({ id: int, name: str, color: text });
const rating = object<Item<Provider['ratings']>>({
  text: str,
  createdAt: str,
  name: str,
  course: unknownValue as Schema<Item<Provider['ratings']>['course']>,
});

/** A provider (contract `Provider`). */
export const providerShape: Schema<Provider> = object<Provider>({
  id: int,
  slug: str,
  name: str,
  subTitle: text,
  description: text,
  logo: text,
  images: optional(arrayOf(str)),
  // Answered by every provider (the contract's default); an absent one reads as `standard`.
  template: optional(oneOf('card', 'standard', 'clean')) as Schema<Provider['template']>,
  external: optional(bool),
  website: text,
  url: text,
  email: text,
  phone: text,
  address: maybe(addressShape),
  addresses: optional(arrayOf(addressShape)),
  addressCombined: text,
  socialMediaFacebookLink: text,
  socialMediaInstagramLink: text,
  socialMediaWhatsappLink: text,
  franchises: optional(arrayOf(franchiseRef)),
  contacts: optional(arrayOf(contact)),
  categories: optional(arrayOf(category)),
  hasTerms: optional(bool),
  hasPrivacyPolicy: optional(bool),
  justCreated: optional(bool),
  sinceDays: optional(int),
  courseCount: optional(int),
  onlineCourseCount: optional(int),
  onlineCourses: optional(bool),
  priceFrom: maybe(int),
  priceTo: maybe(int),
  relevance: maybe(num),
  distance: maybe(num),
  heartsCount: optional(int),
  publicRatingsCount: optional(int),
  ratings: optional(arrayOf(rating)),
  backgroundColor: text,
  postCount: optional(int),
  paypalClientId: text,
  visitedAt: text,
});

/** A remembered provider visit (domain `ProviderVisit`). */
export const visitShape: Schema<ProviderVisit> = object<ProviderVisit>({
  id: ids,
  slug: str,
  name: str,
  logo: maybe(str) as Schema<string | null>,
  time: num,
});
