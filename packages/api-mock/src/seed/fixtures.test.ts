import { describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { FIXTURES } from './fixtures';
import type { Fixture } from './fixtures';
import { createSeed } from './index';
import { allBookingItems, allEvents, allPriceOptions } from './test-helpers';

const db = createSeed();

/** Finds the entity a fixture names, per group; returns its slug (or true) when it exists. */
const lookups: Record<
  keyof typeof FIXTURES,
  (db: Db, f: Fixture) => { found: boolean; slug?: string | null }
> = {
  providers: (d, f) => {
    const p = d.providers.find((r) => r.provider.id === f.id)?.provider;
    return { found: !!p, slug: p?.slug };
  },
  franchises: (d, f) => {
    const x = d.franchises.find((r) => r.id === f.id);
    return { found: !!x, slug: x?.slug };
  },
  courses: (d, f) => ({ found: d.courses.some((r) => r.course.id === f.id) }),
  events: (d, f) => ({ found: allEvents(d).some((e) => e.id === f.id) }),
  priceOptions: (d, f) => ({ found: allPriceOptions(d).some((o) => o.id === f.id) }),
  products: (d, f) => ({ found: d.products.some((p) => p.id === f.id) }),
  bookingItems: (d, f) => ({
    found: allBookingItems(d).some(
      (i) => i.id === f.id || (i.options ?? []).some((o) => o.id === f.id),
    ),
  }),
  customers: (d, f) => ({
    found: d.customers.some(
      (c) => c.user.id === f.id && c.user.email === f.email && c.password === f.password,
    ),
  }),
  bookings: (d, f) => ({ found: d.bookings.some((b) => b.booking.id === f.id) }),
  contracts: (d, f) => ({ found: d.contracts.some((c) => c.contract.id === f.id) }),
  rooms: (d, f) => ({ found: d.rooms.some((r) => r.room.id === f.id && r.token === f.token) }),
  vouchers: (d, f) => ({
    found: d.vouchers.some((v) => v.courseId === f.id && v.voucher.code === f.code),
  }),
  sessions: (d, f) => ({ found: f.token !== undefined && d.sessions[f.token] === f.id }),
  posts: (d, f) => {
    const p = d.posts.find((r) => r.post.id === f.id)?.post;
    return { found: !!p, slug: p?.slug };
  },
  placements: (d, f) => ({ found: d.placements.some((p) => p.id === f.id) }),
};

describe('FIXTURES', () => {
  const entries = Object.entries(FIXTURES).flatMap(([group, items]) =>
    Object.entries(items).map(
      ([name, f]) => [group as keyof typeof FIXTURES, name, f as Fixture] as const,
    ),
  );

  it.each(entries)('%s.%s exists in the seed with its slug', (group, _name, f) => {
    const { found, slug } = lookups[group](db, f);
    expect(found).toBe(true);
    if (f.slug !== undefined) expect(slug).toBe(f.slug);
    expect(f.case.length).toBeGreaterThan(5);
  });

  it('names the passwords of the protected events as the seed stores them', () => {
    for (const f of [FIXTURES.events.protectedUntil, FIXTURES.events.protectedNoEnd]) {
      const record = db.courses.find((r) => r.course.events?.some((e) => e.id === f.id));
      expect(record?.eventPasswords[f.id]).toBe(f.password);
    }
  });

  it('describes what the seed holds for the key cases', () => {
    const event = (id: number) => allEvents(db).find((e) => e.id === id);
    expect(event(FIXTURES.events.fullWithWaitList.id)).toMatchObject({
      participantsLeft: 0,
      waitList: true,
    });
    expect(event(FIXTURES.events.fullWithoutWaitList.id)).toMatchObject({
      participantsLeft: 0,
      waitList: false,
    });
    expect(event(FIXTURES.events.fewPlacesLeft.id)?.participantsLeft).toBe(2);
    expect(event(FIXTURES.events.free.id)?.priceOptions?.[0]?.price).toBe(0);
    expect(event(FIXTURES.events.onDemandUnlimited.id)?.validDays).toBe(0);
    expect(event(1112)?.hidden).toBe(true);
    const course = (id: number) => db.courses.find((r) => r.course.id === id)?.course;
    expect(course(FIXTURES.courses.notReady.id)?.status).toBe('not_ready');
    expect(course(FIXTURES.courses.ended.id)?.status).toBe('ended');
    expect(course(FIXTURES.courses.notBookable.id)?.isBookable).toBe(false);
    expect(course(FIXTURES.courses.home.id)?.locationType).toBe('home');
    const booking = (id: number) => db.bookings.find((b) => b.booking.id === id)?.booking;
    for (const status of [
      'created',
      'prepared',
      'pending',
      'paid',
      'rejected',
      'approved',
      'canceled',
    ] as const) {
      expect(booking(FIXTURES.bookings[status].id)?.status).toBe(status);
    }
    const contract = (id: number) => db.contracts.find((c) => c.contract.id === id)?.contract;
    expect(contract(FIXTURES.contracts.cancelAt.id)?.cancelAt).toBeTruthy();
    expect(
      db.rooms.find((r) => r.room.id === FIXTURES.rooms.sessionRequired.id)?.sessionRequired,
    ).toBe(true);
    expect(
      db.providers.find((r) => r.provider.id === FIXTURES.providers.external.id)?.provider.external,
    ).toBe(true);
  });
});
