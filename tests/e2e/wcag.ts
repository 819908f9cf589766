/**
 * The axe rule tags every page (tests/e2e/axe.ts) and every story (.storybook/wcag.ts) is checked
 * against: WCAG 2.2 AA. The one list: a plain module without imports, so the browser tests'
 * project and Storybook's preview both read it by a relative path.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
