import type { Course } from '@kurse/api-client';
import { TEXT_LIMITS, filterByCategory, groupCourses, showsListViewToggle } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { CourseCard, cn, useWindowWidth } from '@kurse/ui';
import { useStore } from '../../core';
import { LazyCategoryFilterChip } from './LazyCategoryFilterChip';
import { coursePath } from './course-path';
import { ViewModeToggle } from './ViewModeToggle';

/** Props of {@link OffersList}. */
export interface OffersListProps {
  /** The provider's courses, in any order. */
  courses: readonly Course[];
  /** The provider's slug: cards lead to `/{providerSlug}/courses/{id}`. */
  providerSlug: string;
  /** Only courses of this category, with a removable chip. @default null */
  category?: number | null;
  /** Clears the category filter (the chip's remove button). @default undefined */
  onClearCategory?: () => void;
  /** Level of the group headings; the cards' names are one below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * The list is the page's first content (the offers page): the first card's image loads at once
   * with high priority, as the page's largest paint, instead of lazily. @default false
   */
  priority?: boolean;
}

/**
 * A provider's offers: grouped by group name (case-insensitive order, courses without a group
 * last), newest start first inside a group; shown as cards or as a list (the persisted view mode;
 * the toggle and the list only above 768 px, the toggle only with a course to show). Reads the
 * `course`, `states` and `search` namespaces. Spec: discovery §2 Course pages, Search (list/card
 * toggle), §9.
 */
export function OffersList({
  courses,
  providerSlug,
  category = null,
  onClearCategory,
  headingLevel = 2,
  priority = false,
}: OffersListProps) {
  const { LL } = useI18n();
  const { viewMode } = useStore('ui');
  const groups = groupCourses(filterByCategory(courses, category));
  // Nothing to show either way: no toggle.
  const toggles = showsListViewToggle(useWindowWidth()) && groups.length > 0;
  const layout = toggles ? viewMode : 'card';
  const titled = groups.some((group) => group.name !== null);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="flex flex-col gap-6" data-slot="offers-list" data-layout={layout}>
      {(toggles || category !== null) && (
        <div
          className={cn(
            'flex flex-wrap items-center justify-between gap-3',
            // Holding the toggle alone, the row is hidden on a phone from the first paint too.
            category === null && 'max-md:hidden',
          )}
        >
          {category !== null ? (
            <LazyCategoryFilterChip
              courses={courses}
              category={category}
              onClear={onClearCategory}
            />
          ) : (
            <span />
          )}
          {toggles && <ViewModeToggle />}
        </div>
      )}
      {groups.length === 0 && <p className="text-muted-foreground">{LL.states.empty.courses()}</p>}
      {groups.map((group, groupIndex) => (
        <section key={group.name ?? ''} className="flex flex-col gap-3">
          {titled && (
            <Heading className="text-xl font-semibold">
              {group.name ?? LL.course.ungrouped()}
            </Heading>
          )}
          <ul
            className={cn(
              'grid gap-4',
              layout === 'card' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
            )}
          >
            {group.courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  layout={layout}
                  href={coursePath(providerSlug, course.id)}
                  excerptLength={TEXT_LIMITS.courseExcerpt}
                  headingLevel={titled ? ((headingLevel + 1) as 3 | 4) : headingLevel}
                  priority={priority && groupIndex === 0 && index === 0}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
