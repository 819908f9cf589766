/**
 * Completes providers once their courses and posts exist: categories, course counts, price range,
 * ratings (shared with the rated courses) and the post count.
 */
import type { CourseRecord, PostRecord, ProviderRecord, Schemas } from '../../db/types';
import { mulberry32 } from '../prng';
import { buildRatings } from '../ratings';
import type { SeedClock } from '../time';
import { providerDef } from './index';

const uniqueById = (categories: Schemas['Category'][]): Schemas['Category'][] => [
  ...new Map(categories.map((c) => [c.id, c])).values(),
];

/** Fills the derived provider fields and the courses' ratings, in place. */
export function finishProviders(
  providers: ProviderRecord[],
  courses: CourseRecord[],
  posts: readonly PostRecord[],
  clock: SeedClock,
): void {
  for (const record of providers) {
    const p = record.provider;
    const own = courses.filter((c) => c.providerId === p.id).map((c) => c.course);
    const rng = mulberry32(p.id * 40503);
    const ratings = buildRatings(
      rng,
      clock,
      providerDef(p.id).ratings,
      own.map((c) => c.name),
    );
    const prices = own
      .flatMap((c) => [c.priceFrom, c.priceTo])
      .filter((x): x is number => x != null);
    p.categories = uniqueById(own.flatMap((c) => c.categories ?? []));
    p.courseCount = own.length;
    p.onlineCourseCount = own.filter((c) => c.locationType === 'online').length;
    p.onlineCourses = p.onlineCourseCount > 0;
    p.priceFrom = prices.length ? Math.min(...prices) : null;
    p.priceTo = prices.length ? Math.max(...prices) : null;
    p.ratings = ratings;
    p.publicRatingsCount = ratings.length;
    p.postCount = posts.filter(
      (post) =>
        post.providerId === p.id &&
        post.post.publishedAt != null &&
        Date.parse(post.post.publishedAt) <= clock.now.getTime(),
    ).length;
    for (const course of own) {
      course.ratings = ratings.filter((r) => r.course?.name === course.name);
      course.publicRatingsCount = course.ratings.length;
    }
  }
}
