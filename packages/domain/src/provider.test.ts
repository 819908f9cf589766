import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footerLinks,
  mapsLinkTarget,
  mapsLinkUrl,
  providerBackground,
  providerLayout,
  providerMatchesSlug,
  providerMenuEntries,
  rememberVisit,
  sinceBadge,
} from './provider';
import type { ProviderVisit } from './provider';

describe('sinceBadge', () => {
  it('says recently at 30 days or less', () => {
    expect(sinceBadge(0)).toEqual({ kind: 'recently' });
    expect(sinceBadge(30)).toEqual({ kind: 'recently' });
  });

  it('gives years and months from 31 days on', () => {
    expect(sinceBadge(31)).toEqual({ kind: 'since', days: 31, years: 0, months: 1 });
    expect(sinceBadge(400)).toEqual({ kind: 'since', days: 400, years: 1, months: 1 });
    expect(sinceBadge(731)).toEqual({ kind: 'since', days: 731, years: 2, months: 0 });
  });

  it('shows nothing when unknown', () => {
    expect(sinceBadge(null)).toBeNull();
    expect(sinceBadge(undefined)).toBeNull();
    expect(sinceBadge(Number.NaN)).toBeNull();
  });
});

describe('mapsLinkTarget', () => {
  it('uses Apple maps on iOS', () => {
    expect(
      mapsLinkTarget('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'),
    ).toBe('apple');
    expect(mapsLinkTarget('iPad')).toBe('apple');
    expect(mapsLinkTarget('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('apple');
  });

  it('uses the web maps service elsewhere', () => {
    expect(mapsLinkTarget('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('web');
    expect(mapsLinkTarget('Mozilla/5.0 (Linux; Android 14) Chrome/120')).toBe('web');
    expect(mapsLinkTarget('Win32')).toBe('web');
    expect(mapsLinkTarget(null)).toBe('web');
  });
});

describe('mapsLinkUrl', () => {
  const place = { lat: 52.5387, lng: 13.4101, label: 'Kastanienallee 12, 10435 Berlin' };

  it('pins the coordinates on Apple maps, labelled with the address, at zoom 16', () => {
    expect(mapsLinkUrl('apple', place)).toBe(
      'https://maps.apple.com/?q=Kastanienallee%2012%2C%2010435%20Berlin&ll=52.5387,13.4101&z=16',
    );
  });

  it('pins the coordinates on OpenStreetMap elsewhere, with the zoom given', () => {
    expect(mapsLinkUrl('web', place)).toBe(
      'https://www.openstreetmap.org/?mlat=52.5387&mlon=13.4101#map=16/52.5387/13.4101',
    );
    expect(mapsLinkUrl('web', place, 15)).toContain('#map=15/');
  });

  it('searches the address when a coordinate is missing', () => {
    const noPoint = { lat: null, lng: 13.4101, label: 'Hafenweg 16, 48155 Münster' };
    expect(mapsLinkUrl('apple', noPoint)).toBe(
      'https://maps.apple.com/?q=Hafenweg%2016%2C%2048155%20M%C3%BCnster',
    );
    expect(mapsLinkUrl('web', noPoint)).toBe(
      'https://www.openstreetmap.org/search?query=Hafenweg%2016%2C%2048155%20M%C3%BCnster',
    );
  });

  it('labels an Apple pin with its coordinates when there is no address', () => {
    expect(mapsLinkUrl('apple', { lat: 0, lng: 0 })).toBe(
      'https://maps.apple.com/?q=0%2C0&ll=0,0&z=16',
    );
  });

  it('gives no link without coordinates and address', () => {
    expect(mapsLinkUrl('web', { label: '  ' })).toBeNull();
    expect(mapsLinkUrl('apple', {})).toBeNull();
  });
});

describe('providerMenuEntries', () => {
  it('has provider, courses and blog for normal providers, provider only for external ones', () => {
    expect(providerMenuEntries({ external: false })).toEqual(['provider', 'courses', 'blog']);
    expect(providerMenuEntries({})).toEqual(['provider', 'courses', 'blog']);
    expect(providerMenuEntries({ external: true })).toEqual(['provider']);
  });
});

describe('footerLinks', () => {
  it('lists provider terms and privacy only when the provider has them', () => {
    expect(footerLinks({})).toEqual([
      'faq',
      'blog',
      'imprint',
      'terms',
      'privacyPolicy',
      'disclaimer',
    ]);
    expect(footerLinks({ hasTerms: true })).toContain('providerTerms');
    expect(footerLinks({ hasTerms: true })).not.toContain('providerPrivacyPolicy');
    expect(footerLinks({ hasTerms: true, hasPrivacyPolicy: true })).toEqual([
      'faq',
      'blog',
      'imprint',
      'providerTerms',
      'providerPrivacyPolicy',
      'terms',
      'privacyPolicy',
      'disclaimer',
    ]);
  });
});

describe('templates', () => {
  it('shares the standard layout for clean and unknown templates', () => {
    expect(providerLayout('card')).toBe('card');
    expect(providerLayout('clean')).toBe('standard');
    expect(providerLayout('standard')).toBe('standard');
    expect(providerLayout(undefined)).toBe('standard');
  });

  it('uses the backgroundColor except for clean', () => {
    expect(providerBackground('clean', '#abc')).toBeNull();
    expect(providerBackground('card', '#abc')).toBe('#abc');
    expect(providerBackground('standard', ' ')).toBeNull();
    expect(providerBackground(null, null)).toBeNull();
  });
});

describe('providerMatchesSlug', () => {
  it('matches case-insensitively', () => {
    expect(providerMatchesSlug('Musik-Schule', 'musik-schule')).toBe(true);
    expect(providerMatchesSlug('musik', 'musik-schule')).toBe(false);
    expect(providerMatchesSlug(null, 'musik')).toBe(false);
  });
});

describe('rememberVisit', () => {
  const v = (id: number, time: number): ProviderVisit => ({
    id,
    slug: `p${id}`,
    name: `P ${id}`,
    logo: null,
    time,
  });

  it('puts the new visit first', () => {
    expect(rememberVisit([v(1, 100), v(2, 50)], v(3, 200))).toEqual([
      v(3, 200),
      v(1, 100),
      v(2, 50),
    ]);
  });

  it('replaces an earlier visit of the same provider', () => {
    expect(rememberVisit([v(1, 100), v(2, 50)], v(2, 300))).toEqual([v(2, 300), v(1, 100)]);
  });

  it('cuts to the limit', () => {
    expect(rememberVisit([v(1, 100), v(2, 50)], v(3, 200), 2)).toEqual([v(3, 200), v(1, 100)]);
  });

  it('keeps ids unique, newest first, and contains the visit (property)', () => {
    const visit = fc
      .record({ id: fc.integer({ min: 1, max: 8 }), time: fc.integer({ min: 0, max: 1e6 }) })
      .map(({ id, time }) => v(id, time));
    fc.assert(
      fc.property(fc.array(visit), visit, (list, next) => {
        const result = rememberVisit(list, next);
        const ids = result.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        const times = result.map((r) => r.time);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const kept = result.find((r) => r.id === next.id);
        expect(kept?.time).toBeGreaterThanOrEqual(next.time);
        expect(new Set(ids)).toEqual(new Set([...list, next].map((r) => r.id)));
      }),
    );
  });
});
