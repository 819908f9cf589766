/**
 * Addresses of a provider's offers. Spec: discovery §2 Route table (`/{slug}/courses`,
 * `/{slug}/courses/{id}`); the category filter travels as `?category=<categoryId>`.
 */
export const coursesPath = (slug: string, category?: number | string | null) =>
  `/${slug}/courses${category == null ? '' : `?category=${encodeURIComponent(String(category))}`}`;

/** The course page of a course. Spec: discovery §2 Route table. */
export const coursePath = (slug: string, courseId: number | string) =>
  `/${slug}/courses/${courseId}`;
