/**
 * The locations of the Kinderturnwelt franchise: thirteen halls in thirteen cities (so the
 * franchise map shows, discovery §2: more than 10 distinct latitudes) and one mobile team
 * without a fixed address (left off the map).
 */
import type { ProviderDef } from './types';

type Row = readonly [
  id: number,
  district: string,
  city: string,
  street: string,
  postalCode: string,
  lat: number,
  lng: number,
];

const ROWS: readonly Row[] = [
  [51, 'Berlin-Mitte', 'Berlin', 'Torstraße 120', '10119', 52.5291, 13.4001],
  [52, 'Hamburg-Altona', 'Hamburg', 'Große Bergstraße 200', '22767', 53.5511, 9.9391],
  [53, 'München-Haidhausen', 'München', 'Weißenburger Straße 20', '81667', 48.1291, 11.5961],
  [54, 'Köln-Sülz', 'Köln', 'Zülpicher Straße 250', '50937', 50.9241, 6.9251],
  [55, 'Frankfurt-Bornheim', 'Frankfurt am Main', 'Saalburgallee 15', '60385', 50.1291, 8.7081],
  [56, 'Stuttgart-Bad Cannstatt', 'Stuttgart', 'Marktstraße 30', '70372', 48.8051, 9.2161],
  [57, 'Leipzig-Plagwitz', 'Leipzig', 'Karl-Heine-Straße 50', '04229', 51.3321, 12.3381],
  [58, 'Dresden-Striesen', 'Dresden', 'Borsbergstraße 20', '01309', 51.0461, 13.7841],
  [59, 'Hannover-Südstadt', 'Hannover', 'Hildesheimer Straße 80', '30169', 52.3601, 9.7481],
  [60, 'Nürnberg-St. Johannis', 'Nürnberg', 'Johannisstraße 40', '90419', 49.4581, 11.0651],
  [61, 'Bremen-Findorff', 'Bremen', 'Hemmstraße 100', '28215', 53.0931, 8.7961],
  [62, 'Münster-Mauritz', 'Münster', 'Wolbecker Straße 50', '48155', 51.9571, 7.6401],
  [63, 'Wien-Neubau', 'Wien', 'Neubaugasse 40', '1070', 48.2011, 16.3491],
];

const slugOf = (district: string): string =>
  `kinderturnwelt-${district
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function location([id, district, city, street, postalCode, lat, lng]: Row): ProviderDef {
  const flagship = id === 51;
  return {
    id,
    slug: slugOf(district),
    name: `Kinderturnwelt ${district}`,
    subTitle: flagship ? 'Unser Stammhaus – seit 2011 in Mitte' : null,
    description: `Die Kinderturnwelt ${district} ist eine von vielen Kinderturnwelt-Hallen. Bei uns turnen Kinder von 18 Monaten bis sechs Jahren in liebevoll aufgebauten Bewegungslandschaften, die Kleinsten mit Mama oder Papa, die Großen allein. Tanzzwerge und Kinderturnen laufen fortlaufend, ein Einstieg ist jederzeit möglich.`,
    country: id === 63 ? 'AT' : 'DE',
    city,
    street,
    postalCode,
    lat,
    lng,
    template: flagship ? 'standard' : id % 3 === 0 ? 'card' : 'clean',
    color: '#e4572e',
    background: flagship ? '#fff4ef' : '#fff8f5',
    phone: id === 63 ? '+43 1 523 63 63' : `+49 30 23125 ${600 + id}`,
    email: `${slugOf(district).replace('kinderturnwelt-', '')}@kinderturnwelt.example`,
    website: 'www.kinderturnwelt.example',
    social: flagship
      ? { instagram: 'https://www.instagram.com/kinderturnwelt.example' }
      : undefined,
    termsDays: flagship ? 14 : undefined,
    privacy: flagship,
    sinceDays: flagship ? 3600 : 300 + id * 11,
    relevance: flagship ? 1100 : 400 + id,
    hearts: flagship ? 220 : 20 + id,
    ratings: flagship ? 3 : id % 4 === 0 ? 1 : 0,
    contacts: flagship ? ['Sandra Kowalski', 'Timo Richter'] : ['Standortleitung'],
    extra: flagship
      ? [
          {
            id: 9004,
            street: 'Greifswalder Straße 80',
            postalCode: '10405',
            city: 'Berlin',
            lat: 52.5331,
            lng: 13.4331,
            description: 'Zweite Halle in Prenzlauer Berg',
          },
        ]
      : undefined,
    fees: id % 2 === 0 ? 'standard' : 'included',
    franchise: 'kinderturnwelt',
    paypal: flagship,
  };
}

/** Every Kinderturnwelt location, the mobile team last. */
export const FRANCHISE_PROVIDERS: ProviderDef[] = [
  ...ROWS.map(location),
  {
    id: 64,
    slug: 'kinderturnwelt-mobil',
    name: 'Kinderturnwelt Mobil',
    subTitle: 'Wir kommen mit unserer Turnlandschaft in eure Kita',
    description:
      'Das mobile Team der Kinderturnwelt besucht Kitas und Familienzentren mit einer kompletten Bewegungslandschaft im Transporter. Termine vereinbaren wir direkt mit den Einrichtungen.',
    country: 'DE',
    city: 'Berlin',
    street: null,
    postalCode: null,
    lat: null,
    lng: null,
    template: 'clean',
    color: '#e4572e',
    background: '#fff8f5',
    phone: '+49 30 23125 664',
    email: 'mobil@kinderturnwelt.example',
    website: 'www.kinderturnwelt.example',
    sinceDays: 5,
    relevance: 100,
    hearts: 2,
    ratings: 0,
    contacts: ['Timo Richter'],
    fees: 'standard',
    franchise: 'kinderturnwelt',
  },
];
