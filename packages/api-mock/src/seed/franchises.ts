/**
 * Franchises (discovery §2 Franchise pages, §3 Franchise): Kinderturnwelt with fourteen locations
 * and three schedule categories, Klangkiste with a black primary colour (default gradient) and
 * Sprachfüchse without a primary colour.
 */
import type { Schemas } from '../db/types';
import { categoriesOf } from './categories';
import { gallery, logoImage } from './images';
import type { ProviderDef } from './providers/types';

type Franchise = Schemas['Franchise'];

/** Key of a franchise of the seed. */
export type FranchiseKey = NonNullable<ProviderDef['franchise']>;

const kinderturnwelt: Franchise = {
  id: 1,
  slug: 'kinderturnwelt',
  name: 'Kinderturnwelt',
  title: 'Kinderturnwelt',
  subTitle: 'Bewegung für die Kleinsten – in ganz Deutschland und in Wien',
  logo: logoImage('Kinder Turnwelt', '#e4572e'),
  primaryColor: '#e4572e',
  images: gallery('Kinderturnwelt', '#e4572e', 3),
  description:
    'Die Kinderturnwelt bringt Kinder seit 2011 in Bewegung. In unseren Hallen bauen geschulte Trainerinnen und Trainer jede Woche neue Bewegungslandschaften auf. Alle Standorte arbeiten nach demselben pädagogischen Konzept und mit denselben Qualitätsstandards.\n\nFinde die Halle in deiner Nähe oder buche unser mobiles Team für deine Kita.',
  contactEmail: 'zentrale@kinderturnwelt.example',
  website: 'www.kinderturnwelt.example',
  url: 'kinderturnwelt.kurse.example',
  address: {
    street: 'Chausseestraße 10',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    lat: 52.5281,
    lng: 13.3841,
    phone: '+49 30 23125 600',
    description: 'Zentrale',
  },
  addressCombined: 'Chausseestraße 10, 10115 Berlin',
  addresses: [
    {
      id: 9101,
      street: 'Große Bergstraße 200',
      postalCode: '22767',
      city: 'Hamburg',
      country: 'DE',
      lat: 53.5511,
      lng: 9.9391,
      description: 'Regionalbüro Nord',
    },
  ],
  franchises: [],
  scheduleCategories: categoriesOf(['gymnastics', 'dance', 'baby']),
  categories: categoriesOf(['gymnastics', 'dance', 'baby']),
};

const klangkiste: Franchise = {
  id: 2,
  slug: 'klangkiste',
  name: 'Klangkiste Musikschulen',
  title: 'Klangkiste',
  subTitle: null,
  logo: logoImage('Klang Kiste', '#6a1b9a'),
  primaryColor: '#000000',
  images: gallery('Klangkiste Musikschulen', '#6a1b9a', 2),
  description:
    'Die Klangkiste ist ein Verbund unabhängiger Musikschulen in Deutschland und der Schweiz. Gemeinsam entwickeln wir Material für den Musikgarten und die Musikalische Früherziehung und bilden unsere Lehrkräfte fort.',
  contactEmail: 'verbund@klangkiste.example',
  website: 'https://klangkiste.example',
  url: 'klangkiste.kurse.example',
  address: {
    street: 'Osterstraße 120',
    postalCode: '20259',
    city: 'Hamburg',
    country: 'DE',
    lat: 53.5757,
    lng: 9.952,
    phone: '+49 40 66969 400',
  },
  addressCombined: 'Osterstraße 120, 20259 Hamburg',
  addresses: [],
  franchises: [],
  scheduleCategories: categoriesOf(['music']),
  categories: categoriesOf(['music', 'baby']),
};

const sprachfuechse: Franchise = {
  id: 3,
  slug: 'sprachfuechse',
  name: 'Sprachfüchse',
  title: 'Sprachfüchse',
  subTitle: 'Sprachen lernen mit Spaß – in Deutschland und Österreich',
  logo: logoImage('Sprach Füchse', '#3949ab'),
  primaryColor: null,
  images: [],
  description:
    'Die Sprachfüchse sind ein Netzwerk von Sprachschulen für Kinder. Alle Mitglieder unterrichten mit Muttersprachlerinnen und Muttersprachlern in kleinen Gruppen – vor Ort oder live online.',
  contactEmail: 'info@sprachfuechse.example',
  website: 'sprachfuechse.example',
  url: 'sprachfuechse.kurse.example',
  address: null,
  addressCombined: null,
  addresses: [],
  franchises: [],
  scheduleCategories: categoriesOf(['languages']),
  categories: categoriesOf(['languages']),
};

const FRANCHISES: Record<FranchiseKey, Franchise> = { kinderturnwelt, klangkiste, sprachfuechse };

/** Fresh copies of every franchise. */
export function buildFranchises(): Franchise[] {
  return Object.values(FRANCHISES).map((f) => structuredClone(f));
}

/** The short reference of a franchise as embedded in providers and courses. */
export function franchiseRef(key: FranchiseKey): Schemas['FranchiseRef'] {
  const f = FRANCHISES[key];
  return {
    id: f.id,
    slug: f.slug,
    name: f.name,
    logo: f.logo ?? null,
    color: f.primaryColor ?? null,
    title: f.title ?? null,
  };
}

/** Franchise id → provider ids, from the providers' franchise keys. */
export function franchiseProviders(defs: readonly ProviderDef[]): Record<number, number[]> {
  const map: Record<number, number[]> = {};
  for (const def of defs) {
    if (!def.franchise) continue;
    const id = FRANCHISES[def.franchise].id;
    (map[id] ??= []).push(def.id);
  }
  return map;
}
