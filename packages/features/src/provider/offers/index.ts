export { OffersList } from './OffersList';
export type { OffersListProps } from './OffersList';
export { ViewModeToggle } from './ViewModeToggle';
export { coursePath, coursesPath } from './course-path';
export { useProviderCourses } from './use-provider-courses';
export type { CoursesLoad } from './use-provider-courses';
