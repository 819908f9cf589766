/**
 * Category spaces (discovery §2 Search): the contract's categories carry no space. The seed keeps
 * a category → space table; categories outside it are placed by keywords (German and English
 * stems, lower case) in the category and course names.
 */
import type { CategorySpace } from '@kurse/domain';
import { CATEGORY_SPACE_BY_ID } from '../seed/categories';

/** Keyword stems per category space. */
export const CATEGORY_SPACE_KEYWORDS: Readonly<Record<CategorySpace, readonly string[]>> = {
  family: [
    'famil',
    'eltern',
    'parent',
    'baby',
    'pekip',
    'krabbel',
    'kleinkind',
    'geburt',
    'rückbild',
  ],
  creative: [
    'kreativ',
    'creativ',
    'malen',
    'malkurs',
    'paint',
    'bastel',
    'craft',
    'kunst',
    'artist',
    'töpfer',
    'näh',
  ],
  education: [
    'bildung',
    'educat',
    'lern',
    'learn',
    'nachhilfe',
    'schule',
    'school',
    'mint',
    'coding',
    'programm',
    'forsch',
  ],
  cooking: ['koch', 'cook', 'backen', 'baking', 'küche', 'kitchen', 'ernähr', 'nutrition'],
  lifestyle: ['lifestyle', 'wellness', 'beauty', 'fashion', 'entspann', 'relax'],
  language: [
    'sprach',
    'language',
    'englisch',
    'english',
    'französ',
    'french',
    'spanisch',
    'spanish',
    'deutsch',
    'german',
  ],
  music: [
    'musik',
    'music',
    'singen',
    'singing',
    'gitarre',
    'guitar',
    'klavier',
    'piano',
    'trommel',
    'drum',
    'rhythm',
    'chor',
    'choir',
  ],
  sport: [
    'sport',
    'turnen',
    'gym',
    'schwimm',
    'swim',
    'fußball',
    'football',
    'soccer',
    'tanz',
    'dance',
    'ballett',
    'ballet',
    'kletter',
    'climb',
    'judo',
    'karate',
    'laufen',
    'running',
  ],
  health: [
    'gesund',
    'health',
    'yoga',
    'pilates',
    'fitness',
    'massage',
    'erste hilfe',
    'first aid',
    'rücken',
    'back pain',
    'meditation',
    'achtsam',
    'mindful',
  ],
  travel: [
    'reise',
    'travel',
    'ausflug',
    'trip',
    'camp',
    'ferien',
    'holiday',
    'urlaub',
    'wander',
    'hike',
  ],
};

/**
 * True when the course belongs to one of the spaces: by the seed's category → space table, or —
 * for categories the table does not know — by keywords in the category and course names.
 */
export function inCategorySpaces(
  course: { name: string; categories?: readonly { id: number; name: string }[] },
  spaces: readonly CategorySpace[],
): boolean {
  const categories = course.categories ?? [];
  const known = categories.flatMap((c) => {
    const space = CATEGORY_SPACE_BY_ID[c.id];
    return space ? [space] : [];
  });
  if (known.length > 0) return known.some((space) => spaces.includes(space));
  const lower = [course.name, ...categories.map((c) => c.name)].map((t) => t.toLowerCase());
  return spaces.some((space) =>
    CATEGORY_SPACE_KEYWORDS[space].some((keyword) => lower.some((t) => t.includes(keyword))),
  );
}
