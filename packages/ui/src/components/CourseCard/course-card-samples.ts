/** Sample courses for the CourseCard stories (API data, not interface texts). */
import { svgPicture } from '../../lib/sample-pictures';
import type { CourseCardCourse } from './course-card-types';

const svg = (from: string, to: string) =>
  svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/></svg>`,
  );

/** A title image. */
export const image = svg('#1e88e5', '#1b1b2f');

/** A description longer than 140 characters. */
export const DESCRIPTION =
  'In 12 Stunden lernen Kinder ab 4 Jahren sicher zu schwimmen und legen am Ende das Seepferdchen ab. Atmen, Gleiten, Beinschlag und die ersten 25 Meter ohne Hilfe.';

/** A pushed course (relevance 6200) in Berlin with a title image, two prices and ages 48–84 months. */
export const PUSHED: CourseCardCourse = {
  id: 103,
  name: 'Seepferdchen-Kurs',
  subTitle: 'Schwimmen lernen bis zum ersten Abzeichen',
  shortDescription: DESCRIPTION,
  titleImage: image,
  categories: [
    { id: 1, name: 'Schwimmen', color: '#0ea5e9' },
    { id: 12, name: 'Baby & Eltern', color: null },
  ],
  franchise: null,
  relevance: 6200,
  priceFrom: 4900,
  priceTo: 20700,
  ageMin: 48,
  ageMax: 84,
  locationType: 'onSite',
  provider: { name: 'Schwimmschule Seepferdchen', city: 'Berlin' },
  address: { city: 'Berlin' },
};

/**
 * A course at home (no address: the provider's town shows) without image and relevance, a
 * franchise and six categories, free, 18–36 months.
 */
export const BARE: CourseCardCourse = {
  id: 204,
  name: 'Krabbelgruppe',
  subTitle: null,
  shortDescription: 'Spielen, krabbeln, Freunde finden.',
  titleImage: null,
  images: [],
  categories: [
    { id: 2, name: 'Turnen', color: '#16a34a' },
    { id: 3, name: 'Tanz', color: '#f472b6' },
    { id: 4, name: 'Musik', color: null },
    { id: 12, name: 'Baby & Eltern', color: 'not-a-colour' },
    { id: 5, name: 'Kreativ', color: null },
    { id: 6, name: 'Sprachen', color: null },
  ],
  franchise: { name: 'Kinderturnwelt', color: '#7b3fe4' },
  relevance: 4999,
  priceFrom: 0,
  priceTo: 0,
  ageMin: 18,
  ageMax: 36,
  locationType: 'home',
  provider: { name: 'Kinderturnwelt Köln-Ehrenfeld', city: 'Köln' },
  address: null,
};
