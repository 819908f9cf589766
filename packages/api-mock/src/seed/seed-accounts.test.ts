import { isOnDemandAccessValid } from '@kurse/domain';
import { describe, expect, it } from 'vitest';
import { createSeed } from './index';
import { allEvents, distinct } from './test-helpers';

const NOW = new Date('2026-11-22T09:00:00+01:00');
const db = createSeed({ now: NOW });
const demo = db.customers.find((c) => c.user.email === 'demo@kurse.example');
const demoBookings = db.bookings
  .filter((b) => b.customerId === demo?.user.id)
  .map((b) => b.booking);

describe('createSeed: customers and bookings', () => {
  it('has the demo customer, a flagged customer and one without bookings', () => {
    expect(demo?.password).toBe('kurse-demo');
    expect(demo?.user.country).toBe('DE');
    expect(demo?.user.participantNames?.length).toBeGreaterThan(0);
    expect(demo?.visitedProviderIds.length).toBeGreaterThan(0);
    expect(db.customers.find((c) => c.user.email === 'sso@kurse.example')?.loginRedirect).toBe(
      true,
    );
    expect(db.customers.some((c) => !db.bookings.some((b) => b.customerId === c.user.id))).toBe(
      true,
    );
    expect(db.sessions['demo-session-token']).toBe(demo?.user.id);
    expect(demo?.user.bookingCount).toBe(demoBookings.length);
  });

  it('gives the demo customer bookings in every status that point at real courses and events', () => {
    expect(distinct(demoBookings.map((b) => b.status))).toEqual(
      new Set(['created', 'prepared', 'pending', 'paid', 'rejected', 'approved', 'canceled']),
    );
    const events = allEvents(db);
    for (const b of db.bookings.map((r) => r.booking)) {
      expect(
        events.some((e) => e.id === b.event?.id),
        `booking ${b.id}`,
      ).toBe(true);
      expect(b.participantCount).toBe(b.participants?.length);
      expect(Number.isInteger(b.costs) && b.costs >= 0).toBe(true);
    }
    expect(db.bookings.some((b) => b.customerId === null && b.deviceFingerprint)).toBe(true);
    expect(demoBookings.some((b) => b.costs === 0)).toBe(true);
  });

  it('has on-demand bookings that are valid and expired, each opening its room with its token', () => {
    const onDemand = demoBookings.flatMap((b) => (b.onDemand ? [b.onDemand] : []));
    const access = onDemand.map((o) =>
      isOnDemandAccessValid({ validDays: o.validDays ?? 0, validUntil: o.validUntil ?? null }, NOW),
    );
    expect(access).toContain(true);
    expect(access).toContain(false);
    for (const o of onDemand) {
      expect(db.rooms.find((r) => r.room.id === o.roomId)?.token).toBe(o.roomToken);
    }
  });

  it('has contracts in every status, a plan and one with cancelAt, each paid by a booking', () => {
    const contracts = db.contracts.map((c) => c.contract);
    expect(distinct(contracts.map((c) => c.status))).toEqual(
      new Set(['activated', 'ended', 'expired', 'canceled']),
    );
    expect(contracts.some((c) => c.product?.typeOf === 'plan')).toBe(true);
    expect(contracts.some((c) => c.cancelAt)).toBe(true);
    for (const c of contracts) {
      const booking = db.bookings.find((b) => b.booking.id === c.booking?.id)?.booking;
      expect(booking?.productContract?.id).toBe(c.id);
    }
  });

  it('has a cash and a percent voucher, one with a minimum above a single booking', () => {
    expect(distinct(db.vouchers.map((v) => v.voucher.unit))).toEqual(new Set(['cash', 'percent']));
    const high = db.vouchers.find((v) => {
      const course = db.courses.find((c) => c.course.id === v.courseId)?.course;
      return (v.voucher.minBookingAmount ?? 0) > (course?.priceTo ?? Infinity);
    });
    expect(high).toBeDefined();
  });

  it('has a waiting-list application of the demo customer for a full event', () => {
    const app = db.applications.find((a) => a.customerId === demo?.user.id);
    const event = allEvents(db).find((e) => e.id === app?.applicant.eventId);
    expect(event?.participantsLeft).toBe(0);
    expect(event?.waitList).toBe(true);
  });
});

describe('createSeed: rooms, posts, placements, towns', () => {
  it('has rooms of every access, one needing a session, with every kind of page', () => {
    expect(distinct(db.rooms.map((r) => r.access))).toEqual(
      new Set(['open', 'tooEarly', 'expired']),
    );
    expect(db.rooms.some((r) => r.sessionRequired)).toBe(true);
    const pages = db.rooms.flatMap((r) => r.room.pages);
    expect(pages.some((p) => p.published)).toBe(true);
    expect(
      pages.some((p) => !p.published && p.publishAt && Date.parse(p.publishAt) > NOW.getTime()),
    ).toBe(true);
    expect(pages.some((p) => !p.published && !p.publishAt)).toBe(true);
    expect(pages.some((p) => p.contentFile)).toBe(true);
    expect(pages.some((p) => p.vimeoVideoLink && p.vimeoVideoId)).toBe(true);
    expect(pages.some((p) => p.embedCode?.trim().startsWith('<iframe'))).toBe(true);
    expect(pages.some((p) => p.embedCode && !p.embedCode.includes('<iframe'))).toBe(true);
  });

  it('has posts, a scheduled one, and placements', () => {
    expect(db.posts.length).toBeGreaterThan(5);
    expect(db.posts.some((p) => Date.parse(p.post.publishedAt ?? '') > NOW.getTime())).toBe(true);
    expect(db.posts.some((p) => p.post.readingTime === 0)).toBe(true);
    expect(db.placements.length).toBeGreaterThan(1);
  });

  it('bundles at least 150 real towns in DE, AT, LU and CH with 4-decimal coordinates', () => {
    expect(db.towns.length).toBeGreaterThanOrEqual(150);
    expect(distinct(db.towns.map((t) => t.country))).toEqual(new Set(['DE', 'AT', 'LU', 'CH']));
    const box = {
      DE: [47.2, 55.1, 5.8, 15.1],
      AT: [46.3, 49.1, 9.5, 17.2],
      CH: [45.8, 47.9, 5.9, 10.5],
      LU: [49.4, 50.2, 5.7, 6.6],
    };
    for (const t of db.towns) {
      const [latMin = 0, latMax = 0, lngMin = 0, lngMax = 0] = box[t.country];
      expect(t.lat, t.name).toBeGreaterThan(latMin);
      expect(t.lat, t.name).toBeLessThan(latMax);
      expect(t.lng, t.name).toBeGreaterThan(lngMin);
      expect(t.lng, t.name).toBeLessThan(lngMax);
      expect(Math.round(t.lat * 1e4) / 1e4).toBe(t.lat);
      expect(t.postalCode).toMatch(t.country === 'DE' ? /^\d{5}$/ : /^\d{4}$/);
    }
    expect(db.towns.find((t) => t.name === 'Berlin')).toMatchObject({
      postalCode: '10115',
      lat: 52.52,
      lng: 13.405,
    });
  });
});
