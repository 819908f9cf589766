/**
 * Booking items of events (transactions §3 BookingItem): one of every type (text, checkbox,
 * multiple, radio, quantity), mandatory ones, and a booked-out option (`available: false`).
 * Ids are derived from the event id, so every event has its own items: item `eventId * 10 + n`,
 * option `itemId * 10 + m`.
 */
import type { Schemas } from '../../db/types';

type BookingItem = Schemas['BookingItem'];

interface OptionDef {
  name: string;
  price: number;
  vatRate: number;
  available?: boolean;
}

interface ItemDef {
  label: string;
  type: BookingItem['type'];
  mandatory: boolean;
  options: readonly OptionDef[];
}

const ITEMS = {
  swimDiapers: {
    label: 'Schwimmwindeln',
    type: 'checkbox',
    mandatory: false,
    options: [{ name: 'Schwimmwindel-Set (5 Stück)', price: 750, vatRate: 0.19 }],
  },
  potteryExtras: {
    label: 'Zusatzmaterial',
    type: 'multiple',
    mandatory: false,
    options: [
      { name: 'Tonset zum Weiterarbeiten zu Hause', price: 1200, vatRate: 0.19 },
      { name: 'Glasur-Set in sechs Farben', price: 800, vatRate: 0.19, available: false },
      { name: 'Kinderschürze mit Namen', price: 1500, vatRate: 0.19 },
    ],
  },
  shirtSize: {
    label: 'T-Shirt-Größe',
    type: 'radio',
    mandatory: true,
    options: [
      { name: '116', price: 0, vatRate: 0.19 },
      { name: '128', price: 0, vatRate: 0.19 },
      { name: '140', price: 0, vatRate: 0.19, available: false },
      { name: '152', price: 0, vatRate: 0.19 },
    ],
  },
  lunch: {
    label: 'Mittagessen',
    type: 'quantity',
    mandatory: false,
    options: [{ name: 'Mittagessen pro Tag', price: 650, vatRate: 0.07 }],
  },
  allergies: {
    label: 'Allergien und Unverträglichkeiten',
    type: 'text',
    mandatory: true,
    options: [],
  },
  photoConsent: {
    label: 'Fotoerlaubnis',
    type: 'checkbox',
    mandatory: false,
    options: [
      { name: 'Fotos meines Kindes dürfen auf der Website erscheinen', price: 0, vatRate: 0.19 },
    ],
  },
} as const satisfies Record<string, ItemDef>;

/** Key of a booking item definition. */
export type ItemKey = keyof typeof ITEMS;

/** The booking items of an event, with ids derived from the event id. */
export function bookingItems(eventId: number, keys: readonly ItemKey[]): BookingItem[] {
  return keys.map((key, n) => {
    const def: ItemDef = ITEMS[key];
    const id = eventId * 10 + n + 1;
    return {
      id,
      label: def.label,
      type: def.type,
      mandatory: def.mandatory,
      options: def.options.map((o, m) => ({
        id: id * 10 + m + 1,
        name: o.name,
        price: o.price,
        currency: 'EUR',
        vatRate: o.vatRate,
        available: o.available ?? true,
        bookingItemId: id,
      })),
    };
  });
}
