/**
 * Products booked as contracts (transactions §3 Product): every type (plan, subscription,
 * membership, license), every invoice anchor, eventOnly true and false, and a product with more
 * than one event. Events list the products they offer; `db.products` carries the events.
 */
import type { CourseRecord, Schemas } from '../db/types';
import { serviceFee } from '@kurse/domain';
import { FEE_PROFILES } from './fees';
import { providerDef } from './providers';

type Product = Schemas['Product'];

interface ProductDef {
  id: number;
  providerId: number;
  name: string;
  description: string;
  price: number;
  typeOf: Product['typeOf'];
  intervalType: Schemas['IntervalType'];
  intervalCount: number;
  periodCount: number | null;
  invoiceAnchor: Schemas['InvoiceAnchor'];
  cancelation: string;
  eventOnly: boolean;
  eventIds: number[];
}

const DEFS: ProductDef[] = [
  {
    id: 7001,
    providerId: 1,
    name: 'Seepferdchen-Kurs in 4 Raten',
    description:
      'Du zahlst den Seepferdchen-Kurs bequem in vier monatlichen Raten. Der Kurs beginnt mit dem ersten Termin; die erste Rate wird bei Vertragsbeginn fällig.',
    price: 4900,
    typeOf: 'plan',
    intervalType: 'month',
    intervalCount: 1,
    periodCount: 4,
    invoiceAnchor: 'start_date',
    cancelation: 'Ratenpläne enden automatisch nach der letzten Rate.',
    eventOnly: true,
    eventIds: [1031],
  },
  {
    id: 7002,
    providerId: 51,
    name: 'Kinderturnwelt Monatsabo',
    description:
      'Mit dem Monatsabo turnt dein Kind jede Woche in einer Gruppe deiner Wahl: Kinderturnen am Montag oder Mittwoch oder Tanzzwerge am Dienstag. Du kannst zwischen den Gruppen wechseln, solange Plätze frei sind. Das Abo verlängert sich monatlich und ist jederzeit zum Monatsende kündbar. Eine Aufnahmegebühr gibt es nicht.',
    price: 3900,
    typeOf: 'subscription',
    intervalType: 'month',
    intervalCount: 1,
    periodCount: null,
    invoiceAnchor: 'beginning_of_period',
    cancelation: 'Jederzeit zum Monatsende kündbar.',
    eventOnly: false,
    eventIds: [2011, 2012, 2021],
  },
  {
    id: 7003,
    providerId: 4,
    name: 'Jahresmitgliedschaft Klangwiese',
    description:
      'Als Mitglied besuchst du Musikgarten und Früherziehung zum Vorteilspreis und bekommst unser Liederheft gratis.',
    price: 19900,
    typeOf: 'membership',
    intervalType: 'year',
    intervalCount: 1,
    periodCount: null,
    invoiceAnchor: 'end_of_period',
    cancelation: 'Kündigung bis vier Wochen vor Ablauf des Mitgliedsjahres.',
    eventOnly: false,
    eventIds: [1091, 1101],
  },
  {
    id: 7004,
    providerId: 6,
    name: 'Jahreslizenz Yoga für Zuhause',
    description:
      'Ein Jahr Zugang zu allen Videoeinheiten, inklusive neuer Einheiten, die während der Laufzeit erscheinen.',
    price: 8900,
    typeOf: 'license',
    intervalType: 'year',
    intervalCount: 1,
    periodCount: null,
    invoiceAnchor: 'middle_of_period',
    cancelation: 'Die Lizenz verlängert sich nicht automatisch.',
    eventOnly: true,
    eventIds: [1151],
  },
  {
    id: 7005,
    providerId: 3,
    name: 'Töpfern im Abo',
    description: 'Alle zwei Wochen ein neuer Kurstermin für dein Kind – Ton und Brand inklusive.',
    price: 4500,
    typeOf: 'subscription',
    intervalType: 'week',
    intervalCount: 2,
    periodCount: null,
    invoiceAnchor: 'beginning_of_period',
    cancelation: 'Mit einer Frist von zwei Wochen kündbar.',
    eventOnly: true,
    eventIds: [1071],
  },
  {
    id: 7006,
    providerId: 34,
    name: 'Ferienfreizeit in 3 Raten',
    description:
      'Die Ferienfreizeit in drei Monatsraten bezahlen; die letzte Rate ist vor der Abreise fällig.',
    price: 20700,
    typeOf: 'plan',
    intervalType: 'month',
    intervalCount: 1,
    periodCount: 3,
    invoiceAnchor: 'end_of_period',
    cancelation: 'Ratenpläne enden automatisch nach der letzten Rate.',
    eventOnly: true,
    eventIds: [1701],
  },
  {
    id: 7007,
    providerId: 20,
    name: 'Vereinsmitgliedschaft Jugendschach',
    description:
      'Die Mitgliedschaft für Vereinskinder: wöchentliches Training, Turniere und Vereinsabende.',
    price: 1500,
    typeOf: 'membership',
    intervalType: 'month',
    intervalCount: 1,
    periodCount: null,
    invoiceAnchor: 'start_date',
    cancelation: 'Kündigung zum Quartalsende.',
    eventOnly: true,
    eventIds: [1421],
  },
];

/** A product without its events, as events and courses embed it. */
export function productSummary(id: number): Product {
  const def = DEFS.find((d) => d.id === id);
  if (!def) throw new Error(`Unknown product ${id}`);
  const provider = providerDef(def.providerId);
  const fees = FEE_PROFILES[provider.fees];
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    price: def.price,
    priceTotal: def.periodCount ? def.price * def.periodCount : null,
    typeOf: def.typeOf,
    intervalType: def.intervalType,
    intervalCount: def.intervalCount,
    periodCount: def.periodCount,
    invoiceAnchor: def.invoiceAnchor,
    prorateAnchor: null,
    cancelation: def.cancelation,
    serviceFee: serviceFee({ amount: def.price, ...fees }),
    serviceFeeIncluded: fees.serviceFeeIncluded,
    currency: 'EUR',
    eventOnly: def.eventOnly,
    provider: { id: provider.id, slug: provider.slug, name: provider.name },
    model: 'Product',
  };
}

/** Every product with the events it gives access to, taken from the built courses. */
export function buildProducts(courses: readonly CourseRecord[]): Product[] {
  const events = courses.flatMap((r) => r.course.events ?? []);
  return DEFS.map((def) => ({
    ...productSummary(def.id),
    events: def.eventIds.map((id) => {
      const event = events.find((e) => e.id === id);
      if (!event) throw new Error(`Product ${def.id} refers to unknown event ${id}`);
      return structuredClone(event);
    }),
  }));
}

/** Ids of the products an event offers. */
export function productIdsOfEvent(eventId: number): number[] {
  return DEFS.filter((d) => d.eventIds.includes(eventId)).map((d) => d.id);
}
