/**
 * Builds contract-shaped events (discovery §3 Event, transactions §3 Event) from a course kind and
 * an optional spec: dates, price options, products, booking items, places, protection, waiting
 * list and on-demand validity. Availability comes from `eventAvailability` of @kurse/domain.
 */
import { eventAvailability } from '@kurse/domain';
import type { AvailabilityState } from '@kurse/domain';
import type { Schemas } from '../../db/types';
import { intBetween } from '../prng';
import type { Rng } from '../prng';
import { productIdsOfEvent, productSummary } from '../products';
import type { SeedClock } from '../time';
import { bookingItems } from './booking-items';
import { eventDates } from './dates';
import { priceOptions } from './prices';
import type { CourseKind, EventSpec, EventType } from './types';

type Event = Schemas['Event'];

/** What an event needs to know about its course. */
export interface EventContext {
  clock: SeedClock;
  rng: Rng;
  kind: CourseKind;
  courseId: number;
  courseStatus: NonNullable<Schemas['Course']['status']>;
  isBookable: boolean;
  address: Schemas['Address'] | null;
  trainers: Schemas['Trainer'][];
  /** Multiplies the kind's prices (the provider's price level). */
  priceFactor: number;
  /** Collects the passwords of protected events. */
  passwords: Record<number, string>;
}

const AVAILABILITY: Record<AvailabilityState, NonNullable<Event['availability']>> = {
  bookable: 'bookable',
  protected: 'bookable',
  notYetBookable: 'not_yet_bookable',
  bookedOut: 'booked_out',
  waitingList: 'booked_out',
  notBookable: 'not_bookable',
};

/** Places of an event: a spec's numbers, else plenty left (no places-left hint) or a few left. */
function places(
  ctx: EventContext,
  spec: EventSpec,
  typeOf: EventType,
): { count: number | null; left: number | null } {
  if (typeOf === 'on_demand') return { count: null, left: null };
  const range = ctx.kind.places;
  const count =
    spec.places !== undefined
      ? spec.places
      : range
        ? intBetween(ctx.rng, range[0], range[1])
        : null;
  if (spec.left !== undefined) return { count, left: spec.left };
  if (count === null) return { count, left: null };
  const fewLeft = ctx.rng() < 0.15;
  const left = fewLeft
    ? intBetween(ctx.rng, 1, 3)
    : intBetween(ctx.rng, Math.ceil(count * 0.7), count);
  return { count, left: Math.min(left, count) };
}

function defaultType(kind: CourseKind): EventType {
  return kind.pattern.kind;
}

/** One event of a course. */
export function buildEvent(
  ctx: EventContext,
  spec: EventSpec,
  index: number,
  count: number,
): Event {
  const id = spec.id ?? ctx.courseId * 10 + index + 1;
  const typeOf = spec.typeOf ?? defaultType(ctx.kind);
  const dates = eventDates(ctx.clock, ctx.rng, ctx.kind, spec, typeOf, id, index);
  const { count: participantCount, left } = places(ctx, spec, typeOf);
  const protect = spec.protect;
  if (protect) ctx.passwords[id] = protect.password;
  const protectedUntil = protect?.untilDays != null ? ctx.clock.shift(protect.untilDays) : null;
  const availability = eventAvailability(
    {
      isBookable: ctx.isBookable,
      courseStatus: ctx.courseStatus,
      participantsLeft: left,
      waitList: spec.waitList ?? false,
      isProtected: protect !== undefined,
      protectedUntil,
    },
    ctx.clock.now,
  );
  const validDays =
    typeOf === 'on_demand'
      ? (spec.validDays ?? (ctx.kind.pattern.kind === 'on_demand' ? ctx.kind.pattern.validDays : 0))
      : null;
  const named = count > 1 || (dates.label !== null && typeOf !== 'single');
  return {
    id,
    name:
      spec.name ??
      (named && dates.label ? `${ctx.kind.eventName} · ${dates.label}` : ctx.kind.eventName),
    description:
      spec.description ??
      (typeOf === 'flexible'
        ? (ctx.kind.eventDescription ?? 'Termine nach Vereinbarung.')
        : typeOf === 'continuous'
          ? 'Fortlaufender Kurs – ein Einstieg ist jederzeit möglich.'
          : null),
    typeOf,
    startDate: dates.startDate,
    endDate: dates.endDate,
    appointments: dates.appointments,
    priceOptions: priceOptions(id, spec.prices ?? ctx.kind.prices, ctx.priceFactor),
    products: productIdsOfEvent(id).map(productSummary),
    bookingItems: bookingItems(id, spec.items ?? ctx.kind.items ?? []),
    participantsLeft: left,
    participantCount,
    availability: AVAILABILITY[availability],
    isProtected: protect !== undefined,
    protectedUntil,
    protectedHint: protect?.hint ?? null,
    waitList: spec.waitList ?? false,
    waitListQuestion: spec.waitListQuestion ?? null,
    validDays,
    trainers: ctx.trainers.map((t) => ({ ...t })),
    address: ctx.address ? { ...ctx.address } : null,
    hidden: spec.hidden ?? false,
    allowNote: spec.allowNote ?? ctx.kind.allowNote ?? false,
    mandatoryPhone: spec.mandatoryPhone ?? ctx.kind.mandatoryPhone ?? false,
  };
}
