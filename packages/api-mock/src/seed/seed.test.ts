import { describe, expect, it } from 'vitest';
import { createSeed } from './index';
import { allBookingItems, allEvents, allPriceOptions, distinct, unique } from './test-helpers';

const NOW = new Date('2026-11-22T09:00:00+01:00');
const db = createSeed({ now: NOW });

describe('createSeed: determinism and time', () => {
  it('builds deep-equal databases for the same now, and the default now is 2026-11-22 09:00 Berlin', () => {
    expect(createSeed({ now: NOW })).toEqual(db);
    expect(createSeed()).toEqual(db);
  });

  it('builds independent databases (a change to one does not reach another)', () => {
    const other = createSeed({ now: NOW });
    const event = other.courses[0]?.course.events?.[0];
    if (!event) throw new Error('no event');
    event.participantsLeft = -1;
    expect(db.courses[0]?.course.events?.[0]?.participantsLeft).not.toBe(-1);
  });

  it('puts the dates of bookable events after now, for any now', () => {
    for (const now of [NOW, new Date('2027-06-15T18:30:00+02:00')]) {
      const seed = createSeed({ now });
      const bookable = allEvents(seed).filter((e) => e.availability === 'bookable' && !e.hidden);
      expect(bookable.length).toBeGreaterThan(50);
      for (const e of bookable) {
        const last = e.endDate ?? e.startDate;
        if (last) expect(Date.parse(last), `event ${e.id}`).toBeGreaterThan(now.getTime());
        if (e.typeOf === 'block' || e.typeOf === 'single') {
          expect(Date.parse(e.startDate ?? ''), `event ${e.id}`).toBeGreaterThan(now.getTime());
        }
      }
    }
  });

  it('writes event times at Berlin wall-clock hours with the right offset (winter +01:00, summer +02:00)', () => {
    const summer = createSeed({ now: new Date('2027-06-15T18:30:00+02:00') });
    const starts = allEvents(summer).flatMap((e) => (e.appointments ?? []).map((a) => a.startDate));
    expect(starts.some((s) => s.endsWith('+02:00'))).toBe(true);
    for (const s of starts) {
      const month = Number(s.slice(5, 7));
      if (month >= 5 && month <= 9) expect(s, s).toMatch(/\+02:00$/);
      if (month === 12 || month <= 2) expect(s, s).toMatch(/\+01:00$/);
      expect(Number(s.slice(11, 13)), s).toBeGreaterThanOrEqual(8);
      expect(Number(s.slice(11, 13)), s).toBeLessThanOrEqual(20);
    }
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(db)).not.toMatch(/lorem|ipsum|todo|foo bar/i);
  });

  it('keeps ids unique per entity and hands out new ids above every seeded one', () => {
    const events = allEvents(db);
    expect(unique(db.providers.map((p) => p.provider.id))).toBe(true);
    expect(unique(db.providers.map((p) => p.provider.slug))).toBe(true);
    expect(unique(db.courses.map((c) => c.course.id))).toBe(true);
    expect(unique(events.map((e) => e.id))).toBe(true);
    expect(unique(allPriceOptions(db).map((o) => o.id))).toBe(true);
    expect(unique(allBookingItems(db).map((i) => i.id))).toBe(true);
    expect(unique(db.bookings.map((b) => b.booking.id))).toBe(true);
    expect(unique(db.posts.map((p) => `${p.providerId}/${p.post.slug}`))).toBe(true);
    const maxId = Math.max(
      ...db.bookings.map((b) => b.booking.id),
      ...events.map((e) => e.id),
      50001,
    );
    expect(db.nextId).toBeGreaterThan(maxId);
  });
});

describe('createSeed: providers and franchises', () => {
  it('has at least 40 providers in DE, AT, CH and LU at real coordinates', () => {
    expect(db.providers.length).toBeGreaterThanOrEqual(40);
    const countries = distinct(db.providers.map((p) => p.provider.address?.country));
    for (const c of ['DE', 'AT', 'CH', 'LU']) expect(countries).toContain(c);
    for (const { provider: p } of db.providers) {
      if (!p.address) continue;
      const town = db.towns.find(
        (t) => t.country === p.address?.country && t.name === p.address.city,
      );
      expect(town, `${p.slug}: ${p.address.city}`).toBeDefined();
      expect(Math.abs((p.address.lat ?? 0) - (town?.lat ?? 0)), p.slug).toBeLessThan(0.1);
      expect(Math.abs((p.address.lng ?? 0) - (town?.lng ?? 0)), p.slug).toBeLessThan(0.12);
    }
  });

  it('covers every template, external providers, terms and privacy with texts, blogs and ratings', () => {
    const ps = db.providers.map((r) => r.provider);
    expect(distinct(ps.map((p) => p.template))).toEqual(new Set(['card', 'standard', 'clean']));
    expect(ps.some((p) => p.external && p.courseCount === 0)).toBe(true);
    for (const r of db.providers) {
      expect(r.provider.hasTerms).toBe(r.terms !== null);
      expect(r.provider.hasPrivacyPolicy).toBe(r.privacyPolicy !== null);
    }
    expect(db.providers.some((r) => r.terms && r.privacyPolicy)).toBe(true);
    expect(db.providers.some((r) => !r.terms && !r.privacyPolicy)).toBe(true);
    expect(ps.some((p) => (p.postCount ?? 0) > 0)).toBe(true);
    for (const p of ps) {
      expect(p.postCount).toBe(
        db.posts.filter(
          (x) => x.providerId === p.id && Date.parse(x.post.publishedAt ?? '') <= NOW.getTime(),
        ).length,
      );
    }
    expect(
      ps.some((p) => (p.ratings ?? []).length >= 3 && p.publicRatingsCount === p.ratings?.length),
    ).toBe(true);
    expect(ps.some((p) => (p.ratings ?? []).some((r) => r.name.length > 12))).toBe(true);
  });

  it('varies contacts, addresses, background, age, social links and websites', () => {
    const ps = db.providers.map((r) => r.provider);
    expect(ps.every((p) => (p.contacts ?? []).every((c) => c.role === 'contact_person'))).toBe(
      true,
    );
    expect(ps.some((p) => (p.addresses ?? []).length > 0)).toBe(true);
    expect(ps.filter((p) => p.backgroundColor == null)).toHaveLength(1);
    const dark = (c: string) =>
      parseInt(c.slice(1, 3), 16) + parseInt(c.slice(3, 5), 16) + parseInt(c.slice(5, 7), 16) < 200;
    expect(ps.some((p) => p.backgroundColor && dark(p.backgroundColor))).toBe(true);
    expect(ps.some((p) => p.backgroundColor && !dark(p.backgroundColor))).toBe(true);
    expect(ps.some((p) => (p.sinceDays ?? 99) <= 30)).toBe(true);
    expect(ps.some((p) => (p.sinceDays ?? 0) > 30)).toBe(true);
    expect(ps.some((p) => p.justCreated)).toBe(true);
    expect(
      ps.some(
        (p) => p.socialMediaFacebookLink && p.socialMediaInstagramLink && p.socialMediaWhatsappLink,
      ),
    ).toBe(true);
    expect(ps.some((p) => p.website && !/^https?:\/\//.test(p.website))).toBe(true);
    expect(ps.some((p) => (p.relevance ?? 0) >= 1000)).toBe(true);
  });

  it('has a franchise with more than 10 distinct latitudes, one black or colourless, one with several schedule categories', () => {
    const lats = (id: number) =>
      distinct(
        (db.franchiseProviders[id] ?? []).flatMap((pid) => {
          const lat = db.providers.find((r) => r.provider.id === pid)?.provider.address?.lat;
          return lat == null ? [] : [lat];
        }),
      );
    expect(db.franchises.length).toBeGreaterThanOrEqual(3);
    expect(db.franchises.some((f) => lats(f.id).size > 10)).toBe(true);
    expect(
      db.franchises.some(
        (f) => f.primaryColor == null || /^#0{3}(0{3})?$|^black$/i.test(f.primaryColor),
      ),
    ).toBe(true);
    expect(db.franchises.some((f) => (f.scheduleCategories ?? []).length > 1)).toBe(true);
    for (const [fid, ids] of Object.entries(db.franchiseProviders)) {
      const slug = db.franchises.find((f) => f.id === Number(fid))?.slug;
      for (const pid of ids) {
        const p = db.providers.find((r) => r.provider.id === pid)?.provider;
        expect(p?.franchises?.map((f) => f.slug)).toContain(slug);
      }
    }
  });
});
