import { courseExcerptLength } from '@kurse/domain';
import { useWindowWidth } from '@kurse/ui';

/**
 * The description excerpt length of course cards for the current window: 140 characters when it
 * is wider than 500 px, else 80. Spec: discovery §9.
 */
export function useCourseExcerptLength(): number {
  return courseExcerptLength(useWindowWidth());
}
