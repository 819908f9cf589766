import { isProtectionActive } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { createSeed } from './index';
import { allBookingItems, allEvents, allPriceOptions, distinct } from './test-helpers';

const NOW = new Date('2026-11-22T09:00:00+01:00');
const db = createSeed({ now: NOW });
const courses = db.courses.map((r) => r.course);
const events = allEvents(db);

describe('createSeed: courses', () => {
  it('covers every location type, every event type and category spaces', () => {
    expect(distinct(courses.map((c) => c.locationType))).toEqual(
      new Set(['online', 'byArrangement', 'home', 'onSite', 'others']),
    );
    expect(distinct(events.map((e) => e.typeOf))).toEqual(
      new Set(['block', 'flexible', 'continuous', 'on_demand', 'single', 'recurring']),
    );
    for (const c of courses) {
      expect(c.flexibleLocation, `course ${c.id}`).toBe(
        ['online', 'byArrangement', 'home'].includes(c.locationType ?? ''),
      );
      if (c.flexibleLocation) expect(c.address).toBeNull();
      expect((c.categories ?? []).every((k) => /^#[0-9a-f]{6}$/.test(k.color ?? ''))).toBe(true);
    }
  });

  it('has age ranges in months including 18 (1½ years), groups, pushed courses and statuses', () => {
    const ranges = distinct(courses.map((c) => `${c.ageMin}-${c.ageMax}`));
    for (const r of ['6-18', '18-36', '36-72', '60-144']) expect(ranges).toContain(r);
    expect(distinct(courses.map((c) => c.group)).size).toBeGreaterThan(5);
    expect(courses.some((c) => c.group == null)).toBe(true);
    expect(courses.filter((c) => (c.relevance ?? 0) >= 5000).length).toBeGreaterThanOrEqual(3);
    expect(distinct(courses.map((c) => c.status))).toEqual(
      new Set(['ready', 'not_ready', 'started', 'ended']),
    );
  });

  it('summarises prices of its visible events and applies the fee settings', () => {
    for (const c of courses) {
      const prices = (c.events ?? [])
        .filter((e) => !e.hidden)
        .flatMap((e) => [...(e.priceOptions ?? []), ...(e.products ?? [])].map((o) => o.price));
      expect(c.priceFrom, `course ${c.id}`).toBe(prices.length ? Math.min(...prices) : null);
      expect(c.priceTo, `course ${c.id}`).toBe(prices.length ? Math.max(...prices) : null);
    }
    const settings = distinct(
      courses.map((c) => `${c.serviceFeeRate}/${c.maxServiceFee}/${c.serviceFeeIncluded}`),
    );
    expect(settings.size).toBeGreaterThanOrEqual(4);
  });
});

describe('createSeed: events', () => {
  it('has protected events, one protected until a future date, with passwords', () => {
    const protectedEvents = events.filter((e) => e.isProtected);
    expect(protectedEvents.length).toBeGreaterThanOrEqual(2);
    expect(
      protectedEvents.some((e) => e.protectedUntil && Date.parse(e.protectedUntil) > NOW.getTime()),
    ).toBe(true);
    for (const e of protectedEvents) {
      expect(isProtectionActive(e, NOW)).toBe(true);
      const record = db.courses.find((r) => r.course.events?.some((x) => x.id === e.id));
      expect(record?.eventPasswords[e.id]).toMatch(/.+/);
    }
  });

  it('has full events with and without a waiting list, few places left and a low remaining share', () => {
    const full = events.filter((e) => e.participantsLeft === 0);
    expect(full.some((e) => e.waitList && e.waitListQuestion)).toBe(true);
    expect(full.some((e) => !e.waitList)).toBe(true);
    expect(full.every((e) => e.availability === 'booked_out')).toBe(true);
    expect(
      events.some((e) => (e.participantsLeft ?? 0) >= 1 && (e.participantsLeft ?? 0) <= 3),
    ).toBe(true);
    expect(
      events.some(
        (e) =>
          (e.participantsLeft ?? 0) > 3 &&
          (e.participantsLeft ?? 0) / (e.participantCount ?? 1) < 0.4,
      ),
    ).toBe(true);
  });

  it('has notes, mandatory phones, free events and on-demand validity of 7, 30, 365 and 0 days', () => {
    expect(events.some((e) => e.allowNote)).toBe(true);
    expect(events.some((e) => e.mandatoryPhone)).toBe(true);
    expect(
      events.some(
        (e) =>
          (e.priceOptions ?? []).length > 0 && (e.priceOptions ?? []).every((o) => o.price === 0),
      ),
    ).toBe(true);
    const onDemand = events.filter((e) => e.typeOf === 'on_demand');
    expect(distinct(onDemand.map((e) => e.validDays))).toEqual(new Set([7, 30, 365, 0]));
    expect(events.filter((e) => e.typeOf !== 'on_demand').every((e) => e.validDays === null)).toBe(
      true,
    );
  });

  it('has price options of every kind', () => {
    const options = allPriceOptions(db);
    expect(options.some((o) => o.typeOf === 'top_up')).toBe(true);
    expect(options.some((o) => (o.participantMultiplier ?? 1) > 1)).toBe(true);
    expect(options.some((o) => o.maxParticipantCount != null)).toBe(true);
    expect(options.some((o) => o.price === 0)).toBe(true);
    expect(options.some((o) => o.price >= 50000)).toBe(true);
    expect(options.some((o) => o.recurring && o.intervalType === 'month')).toBe(true);
    expect(options.every((o) => Number.isInteger(o.price) && o.price >= 0)).toBe(true);
  });

  it('has booking items of every type, mandatory ones and a booked-out option', () => {
    const items = allBookingItems(db);
    expect(distinct(items.map((i) => i.type))).toEqual(
      new Set(['text', 'checkbox', 'multiple', 'radio', 'quantity']),
    );
    expect(items.some((i) => i.mandatory)).toBe(true);
    expect(items.some((i) => (i.options ?? []).some((o) => o.available === false))).toBe(true);
    for (const i of items) for (const o of i.options ?? []) expect(o.bookingItemId).toBe(i.id);
  });
});

describe('createSeed: products', () => {
  it('has every product type and invoice anchor, eventOnly both ways and a product with several events', () => {
    expect(distinct(db.products.map((p) => p.typeOf))).toEqual(
      new Set(['plan', 'subscription', 'membership', 'license']),
    );
    expect(distinct(db.products.map((p) => p.invoiceAnchor))).toEqual(
      new Set(['start_date', 'beginning_of_period', 'middle_of_period', 'end_of_period']),
    );
    expect(distinct(db.products.map((p) => p.eventOnly))).toEqual(new Set([true, false]));
    expect(db.products.some((p) => (p.events ?? []).length > 1)).toBe(true);
    expect(db.products.some((p) => (p.events ?? []).some((e) => e.isProtected))).toBe(true);
    for (const p of db.products) {
      if (p.typeOf === 'plan') expect(p.priceTotal).toBe(p.price * (p.periodCount ?? 0));
      for (const e of p.events ?? []) {
        const offered = events.find((x) => x.id === e.id);
        expect(
          offered?.products?.map((x) => x.id),
          `event ${e.id}`,
        ).toContain(p.id);
      }
    }
  });
});
