/** Where a course takes place (discovery §3 Course `locationType`). */
export type CourseLocationType = 'online' | 'byArrangement' | 'home' | 'onSite' | 'others';

/** A category chip of a course (discovery §3 Course `categories`). */
export interface CourseCardCategory {
  id: number;
  name: string;
  /** CSS colour `#rrggbb`; the chip's text picks black or white for AA contrast. */
  color?: string | null;
}

/**
 * The course fields a {@link CourseCard} shows: a structural subset of the API's `Course`, so a
 * course from the API fits as it is. Prices in cents, ages in months. Spec: discovery §3 Course.
 */
export interface CourseCardCourse {
  id: number;
  name: string;
  subTitle?: string | null;
  shortDescription?: string | null;
  description?: string | null;
  titleImage?: string | null;
  images?: readonly string[];
  categories?: readonly CourseCardCategory[];
  franchise?: { name?: string; color?: string | null } | null;
  relevance?: number | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  ageMin?: number | null;
  ageMax?: number | null;
  locationType?: CourseLocationType;
  manyLocations?: boolean;
  /** Who offers the course; its town stands in for a course without an address. */
  provider?: { name?: string; city?: string | null } | null;
  /** Where the course takes place (its town shows beside the provider). */
  address?: { city?: string | null } | null;
}
