/** The axe rule tags stories are checked against: the same list as the pages' (WCAG 2.2 AA). */
export { WCAG_TAGS } from '../tests/e2e/wcag';
