/**
 * Course categories with colours, the category space each belongs to (discovery §2 Search:
 * family, creative, education, cooking, lifestyle, language, music, sport, health, travel) and the
 * blog categories of posts.
 */
import type { Schemas } from '../db/types';

type Category = Schemas['Category'];
type CategorySpace = Schemas['CategorySpace'];

interface CategoryDef extends Category {
  space: CategorySpace;
}

const DEFS = {
  swimming: { id: 1, name: 'Schwimmen', color: '#1e88e5', space: 'sport' },
  gymnastics: { id: 2, name: 'Turnen & Bewegung', color: '#43a047', space: 'sport' },
  dance: { id: 3, name: 'Tanz & Ballett', color: '#d81b60', space: 'sport' },
  pottery: { id: 4, name: 'Töpfern & Keramik', color: '#8d6e63', space: 'creative' },
  painting: { id: 5, name: 'Malen & Zeichnen', color: '#fb8c00', space: 'creative' },
  languages: { id: 6, name: 'Sprachen', color: '#3949ab', space: 'language' },
  music: { id: 7, name: 'Musik', color: '#8e24aa', space: 'music' },
  yoga: { id: 8, name: 'Yoga & Entspannung', color: '#00897b', space: 'health' },
  coding: { id: 9, name: 'Programmieren & Technik', color: '#546e7a', space: 'education' },
  cooking: { id: 10, name: 'Kochen & Backen', color: '#f4511e', space: 'cooking' },
  firstAid: { id: 11, name: 'Erste Hilfe', color: '#e53935', space: 'health' },
  baby: { id: 12, name: 'Baby & Eltern', color: '#f06292', space: 'family' },
  pregnancy: { id: 13, name: 'Schwangerschaft & Rückbildung', color: '#ab47bc', space: 'family' },
  learning: { id: 14, name: 'Lernen & Nachhilfe', color: '#5c6bc0', space: 'education' },
  holidays: { id: 15, name: 'Ferien & Ausflüge', color: '#26a69a', space: 'travel' },
  photo: { id: 16, name: 'Fotografie & Familie', color: '#6d4c41', space: 'lifestyle' },
  nature: { id: 17, name: 'Natur & Garten', color: '#7cb342', space: 'lifestyle' },
  chess: { id: 18, name: 'Schach & Denksport', color: '#455a64', space: 'education' },
  martialArts: { id: 19, name: 'Kampfsport', color: '#c62828', space: 'sport' },
} as const satisfies Record<string, CategoryDef>;

/** Key of a course category of the seed. */
export type CategoryKey = keyof typeof DEFS;

/** Every course category key, in id order. */
export const CATEGORY_KEYS = Object.keys(DEFS) as CategoryKey[];

/** A course category in the contract's shape (a fresh object). */
export function category(key: CategoryKey): Category {
  const { id, name, color } = DEFS[key];
  return { id, name, color };
}

/** The categories of a list of keys. */
export const categoriesOf = (keys: readonly CategoryKey[]): Category[] => keys.map(category);

/**
 * Category id → category space, for the search filter `category_spaces` (the Db has no field
 * for it, so the handlers read this table).
 */
export const CATEGORY_SPACE_BY_ID: Readonly<Record<number, CategorySpace>> = Object.fromEntries(
  Object.values(DEFS).map((d) => [d.id, d.space]),
);

/** Blog categories (name, colour, description) used by posts. */
export const BLOG_CATEGORIES = {
  tips: {
    id: 101,
    name: 'Tipps für Eltern',
    color: '#00897b',
    description: 'Praktisches für den Familienalltag',
  },
  news: { id: 102, name: 'Neuigkeiten', color: '#1e88e5', description: 'Was bei uns los ist' },
  behindTheScenes: {
    id: 103,
    name: 'Hinter den Kulissen',
    color: '#8e24aa',
    description: 'Unser Team und unsere Räume',
  },
} as const satisfies Record<string, Category>;
