export { CourseCard } from './CourseCard';
export { courseCardVariants } from './CourseCard.variants';
export type { CourseCardProps } from './CourseCard';
export { priceText } from './price-text';
export type { CourseCardCategory, CourseCardCourse, CourseLocationType } from './course-card-types';
