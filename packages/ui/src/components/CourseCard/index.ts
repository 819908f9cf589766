export { CourseCard, courseCardVariants } from './CourseCard';
export type { CourseCardProps } from './CourseCard';
export { priceText } from './CourseFacts';
export type { CourseCardCategory, CourseCardCourse, CourseLocationType } from './course-card-types';
