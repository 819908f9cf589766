/** Every course kind of the seed, by key. */
import { CREATIVE_KINDS } from './catalog-creative';
import { FAMILY_KINDS } from './catalog-family';
import { LEARNING_KINDS } from './catalog-learning';
import { MOVE_KINDS } from './catalog-move';
import { ONLINE_KINDS } from './catalog-online';
import type { CourseKind } from './types';

/** Course kinds: what a course is about, before a provider gives it dates and prices. */
export const COURSE_KINDS = {
  ...MOVE_KINDS,
  ...FAMILY_KINDS,
  ...CREATIVE_KINDS,
  ...LEARNING_KINDS,
  ...ONLINE_KINDS,
} satisfies Record<string, CourseKind>;

/** Key of a course kind. */
export type KindKey = keyof typeof COURSE_KINDS;

/** The course kind of a key; throws for an unknown key so a typo fails the seed loudly. */
export function courseKind(key: string): CourseKind {
  const kind = (COURSE_KINDS as Record<string, CourseKind>)[key];
  if (!kind) throw new Error(`Unknown course kind: ${key}`);
  return kind;
}
