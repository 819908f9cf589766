import type { LazyNamespace } from '@kurse/i18n';

export { CoursePage } from './CoursePage';
export type { CoursePageProps } from './CoursePage';
export { CourseDetails } from './CourseDetails';
export type { CourseDetailsProps } from './CourseDetails';

/**
 * The catalogue namespaces the course page reads beyond the core: course and event texts,
 * states, the provider texts (waiting list, ratings, contacts, recommendations), the booking
 * namespace (password-check errors), contracts (product types and intervals) and search (course
 * cards of the recommendations).
 */
export const namespaces = [
  'course',
  'states',
  'provider',
  'booking',
  'contracts',
  'search',
] as const satisfies readonly LazyNamespace[];
