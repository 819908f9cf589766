/**
 * The schema.org facts of the public pages, written as JSON-LD into the document's head for
 * search engines and link previews: courses with their dates and offers, providers, franchises,
 * blog posts and breadcrumb trails. Only what the API gave: a missing field is left out, never
 * guessed. Spec: discovery §2 (course, provider and franchise pages), transactions §2 Blog; the
 * spec names no structured data (decision in the README).
 */
import { PLACES_LEFT_HINT_MAX } from './availability';
import { centsToEuro } from './money';

/**
 * A schema.org object.
 * Spec: discovery §2 Course page, §3 Course.
 */
export interface JsonLd {
  '@context'?: 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

const SCHEMA = 'https://schema.org/';
const CONTEXT = 'https://schema.org' as const;

/** Drops the properties without a value (undefined, null, empty text, empty list). */
function compact(object: JsonLd): JsonLd {
  const kept = Object.entries(object).filter(
    ([, value]) =>
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(kept) as JsonLd;
}

/**
 * An address as the API gives it.
 * Spec: discovery §3 Address.
 */
export interface AddressSource {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

/**
 * The `PostalAddress` of an address; null when the API gave none of its parts.
 * Spec: discovery §3 Address.
 */
export function postalAddress(address: AddressSource | null | undefined): JsonLd | null {
  if (!address) return null;
  const result = compact({
    '@type': 'PostalAddress',
    streetAddress: address.street?.trim(),
    postalCode: address.postalCode?.trim(),
    addressLocality: address.city?.trim(),
    addressCountry: address.country?.trim(),
  });
  return Object.keys(result).length > 1 ? result : null;
}

/**
 * How an offer is attended: `online` online, on site or at home offline; by arrangement and
 * "others" say nothing sure, so nothing is claimed. Spec: discovery §3 Course (location type).
 */
export function attendanceMode(locationType: string | null | undefined): string | undefined {
  if (locationType === 'online') return `${SCHEMA}OnlineEventAttendanceMode`;
  if (locationType === 'onSite' || locationType === 'home') {
    return `${SCHEMA}OfflineEventAttendanceMode`;
  }
  return undefined;
}

/** The event fields an offer's availability is read from. Spec: discovery §4. */
export interface OfferAvailabilitySource {
  availability?: string | null;
  participantsLeft?: number | null;
}

/**
 * An offer's schema.org availability: sold out when no place is left, pre-order before booking
 * opens, limited when the places-left hint's few remain, in stock when bookable; an event that
 * cannot be booked claims nothing. Spec: discovery §4 Event availability.
 */
export function offerAvailability(event: OfferAvailabilitySource): string | undefined {
  const left = event.participantsLeft;
  if (event.availability === 'booked_out' || (left !== null && left !== undefined && left <= 0)) {
    return `${SCHEMA}SoldOut`;
  }
  if (event.availability === 'not_yet_bookable') return `${SCHEMA}PreOrder`;
  if (event.availability === 'bookable') {
    return left !== null && left !== undefined && left <= PLACES_LEFT_HINT_MAX
      ? `${SCHEMA}LimitedAvailability`
      : `${SCHEMA}InStock`;
  }
  return undefined;
}

/**
 * A price in cents as schema.org writes it: euros with two decimals and a point.
 * Spec: discovery §2 Course page, §3 Course.
 */
export const schemaPrice = (amount: number): string => centsToEuro(amount).toFixed(2);

/**
 * An event of a course as the structured data reads it.
 * Spec: discovery §2 Course page, §3 Course.
 */
export interface CourseInstanceSource extends OfferAvailabilitySource {
  name?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  appointments?: readonly { startDate: string; endDate?: string | null }[] | null;
  priceOptions?: readonly { name: string; price: number }[] | null;
  address?: AddressSource | null;
  /** The event's page (absolute). */
  url: string;
}

/**
 * A course as the structured data reads it.
 * Spec: discovery §2 Course page, §3 Course.
 */
export interface CourseSource {
  name: string;
  description?: string | null;
  /** The course's page (absolute). */
  url: string;
  image?: string | null;
  locationType?: string | null;
  address?: AddressSource | null;
  provider?: { name?: string | null; url: string } | null;
  events: readonly CourseInstanceSource[];
}

/** Where an event takes place: its address (or the course's), or online. */
function locationOf(
  event: CourseInstanceSource,
  course: CourseSource,
  eventUrl: string,
): JsonLd | undefined {
  if (course.locationType === 'online') return { '@type': 'VirtualLocation', url: eventUrl };
  const address = postalAddress(event.address ?? course.address);
  return address ? { '@type': 'Place', address } : undefined;
}

/** The first and last date of an event: its own, else its appointments'. */
function datesOf(event: CourseInstanceSource): { start?: string; end?: string } {
  const appointments = event.appointments ?? [];
  const first = appointments[0];
  const last = appointments.at(-1);
  return {
    start: event.startDate ?? first?.startDate,
    end: event.endDate ?? last?.endDate ?? undefined,
  };
}

/**
 * A course page's `Course`, with each event as a `CourseInstance` (an `Event`) carrying its dates,
 * how it is attended, where, and its price options as `Offer`s in EUR with their availability.
 * Spec: discovery §2 Course page, §3 Course and Event.
 */
export function courseStructuredData(course: CourseSource): JsonLd {
  const provider = course.provider?.name?.trim()
    ? { '@type': 'Organization', name: course.provider.name.trim(), url: course.provider.url }
    : undefined;
  return compact({
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: course.description?.trim(),
    url: course.url,
    image: course.image,
    provider,
    hasCourseInstance: course.events.map((event) => {
      const { start, end } = datesOf(event);
      const availability = offerAvailability(event);
      return compact({
        '@type': 'CourseInstance',
        name: event.name?.trim() || course.name,
        url: event.url,
        startDate: start,
        endDate: end,
        eventAttendanceMode: attendanceMode(course.locationType),
        location: locationOf(event, course, event.url),
        organizer: provider,
        offers: (event.priceOptions ?? []).map((option) =>
          compact({
            '@type': 'Offer',
            name: option.name,
            price: schemaPrice(option.price),
            priceCurrency: 'EUR',
            availability,
            url: event.url,
          }),
        ),
      });
    }),
  });
}

/**
 * An organisation as the structured data reads it (a provider or a franchise).
 * Spec: discovery §2 Provider page, Franchise page.
 */
export interface OrganizationSource {
  name: string;
  description?: string | null;
  /** Its page (absolute). */
  url: string;
  logo?: string | null;
  image?: string | null;
  address?: AddressSource | null;
  telephone?: string | null;
  /** Its own website and social profiles. */
  sameAs?: readonly (string | null | undefined)[];
}

/**
 * A provider's or franchise's `Organization`; a `LocalBusiness` (a subtype) when it has an
 * address. Spec: discovery §2 Provider page, Franchise page.
 */
export function organizationStructuredData(organization: OrganizationSource): JsonLd {
  const address = postalAddress(organization.address);
  return compact({
    '@context': CONTEXT,
    '@type': address ? 'LocalBusiness' : 'Organization',
    name: organization.name,
    description: organization.description?.trim(),
    url: organization.url,
    logo: organization.logo,
    image: organization.image ?? organization.logo,
    address: address ?? undefined,
    telephone: organization.telephone?.trim(),
    sameAs: (organization.sameAs ?? []).filter((link): link is string => !!link?.trim()),
  });
}

/**
 * A blog post as the structured data reads it.
 * Spec: transactions §2 Blog.
 */
export interface PostSource {
  title: string;
  description?: string | null;
  url: string;
  image?: string | null;
  publishedAt?: string | null;
  author?: string | null;
  publisher: { name: string; url: string; logo?: string | null };
}

/** A post's `BlogPosting`, with its author and the provider as publisher. Spec: transactions §2. */
export function postStructuredData(post: PostSource): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description?.trim(),
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    datePublished: post.publishedAt,
    author: post.author?.trim() ? { '@type': 'Person', name: post.author.trim() } : undefined,
    publisher: compact({
      '@type': 'Organization',
      name: post.publisher.name,
      url: post.publisher.url,
      logo: post.publisher.logo,
    }),
  });
}

/**
 * A page's trail from the provider down, as `BreadcrumbList` (absolute URLs).
 * Spec: discovery §2 Course page, transactions §2 Blog.
 */
export function breadcrumbs(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * JSON-LD as it goes into a `<script type="application/ld+json">`: JSON whose `<` are escaped, so
 * no text of the API can close the script element.
 * Spec: discovery §2 Route table.
 */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
