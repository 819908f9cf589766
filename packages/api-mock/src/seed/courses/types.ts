/** The compact definitions the course builder turns into contract-shaped courses and events. */
import type { Schemas } from '../../db/types';
import type { CategoryKey } from '../categories';
import type { ItemKey } from './booking-items';
import type { KindKey } from './catalog';

/** Kind of a location (`Course.locationType`). */
export type LocationType = NonNullable<Schemas['Course']['locationType']>;
/** Kind of an event (`Event.typeOf`). */
export type EventType = Schemas['EventType'];

/** How the events of a course kind run. */
export type Pattern =
  | { kind: 'block'; sessions: number; minutes: number; daily?: boolean }
  | { kind: 'continuous'; minutes: number; startedWeeksAgo: number; weeks: number }
  | { kind: 'flexible' }
  | { kind: 'single'; minutes: number }
  | { kind: 'recurring'; minutes: number; shown: number }
  | { kind: 'on_demand'; validDays: number };

/** A price option before ids and currency are added. */
export interface PriceSpec {
  name: string;
  price: number;
  description?: string;
  typeOf?: 'top_up';
  multiplier?: number;
  max?: number;
  recurring?: {
    intervalType: Schemas['IntervalType'];
    intervalCount: number;
    periodCount?: number;
  };
}

/** A kind of course, offered by several providers with their own dates and prices. */
export interface CourseKind {
  name: string;
  subTitle: string;
  short: string;
  description: string;
  categories: CategoryKey[];
  ageMin: number | null;
  ageMax: number | null;
  locationType: LocationType;
  group: string | null;
  pattern: Pattern;
  prices: PriceSpec[];
  /** Places per event (min, max); null means unlimited. */
  places: readonly [number, number] | null;
  /** Possible start hours (Berlin). */
  hours: readonly number[];
  /** Possible weekdays, 0 = Monday. */
  weekdays: readonly number[];
  items?: ItemKey[];
  allowNote?: boolean;
  mandatoryPhone?: boolean;
  /** Shown as the event name, numbered when a course has several events. */
  eventName: string;
  /** Shown for flexible events instead of dates. */
  eventDescription?: string;
}

/** One event of a course, spelled out where the generic pattern is not enough. */
export interface EventSpec {
  id?: number;
  typeOf?: EventType;
  name?: string;
  description?: string;
  week?: number;
  weekday?: number;
  hour?: number;
  minute?: number;
  places?: number | null;
  left?: number | null;
  prices?: PriceSpec[];
  items?: ItemKey[];
  protect?: { password: string; untilDays: number | null; hint?: string };
  waitList?: boolean;
  waitListQuestion?: string;
  validDays?: number;
  allowNote?: boolean;
  mandatoryPhone?: boolean;
  hidden?: boolean;
}

/** A course of a provider: a kind plus what makes it this provider's offer. */
export interface CourseOffer {
  id: number;
  providerId: number;
  kind: KindKey;
  name?: string;
  subTitle?: string;
  /** Explicit events; otherwise `eventCount` events follow the kind's pattern. */
  events?: EventSpec[];
  eventCount?: number;
  status?: NonNullable<Schemas['Course']['status']>;
  isBookable?: boolean;
  approvalRequired?: boolean;
  relevance?: number;
  /** 0 = the provider's main address, n = its n-th extra address. */
  addressIndex?: number;
  locationType?: LocationType;
  group?: string | null;
  recommendations?: { modelName: 'provider' | 'course'; id: number }[];
}
