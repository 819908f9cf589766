import { describe, expect, it } from 'vitest';
import { frameRules, matchRoute, parseRouteId, ROUTE_PATTERNS } from './routes';

describe('matchRoute (discovery §2 Route table, transactions §2)', () => {
  it.each([
    ['/', 'landing', {}],
    ['/me', 'profile', {}],
    ['/me/on-demand', 'profile', { tab: 'on-demand' }],
    ['/me/account', 'profile', { tab: 'account' }],
    ['/me/settings', 'notFound', {}],
    ['/me/contracts', 'contracts', {}],
    ['/me/contracts/12', 'contract', { id: '12' }],
    ['/me/confirm/success', 'confirmSuccess', {}],
    ['/me/password-edit/abc', 'passwordEdit', { resetToken: 'abc' }],
    ['/me/contracts/7/confirm', 'contractConfirm', { id: '7' }],
    ['/me/contracts/3/9/success', 'contractSuccess', { productId: '3', id: '9' }],
    ['/search', 'search', {}],
    ['/search-map', 'searchMap', {}],
    ['/preview/https%3A%2F%2Fa.de', 'preview', { url: 'https://a.de' }],
    ['/loves/kinderturnwelt/schedule', 'franchiseSchedule', { id: 'kinderturnwelt' }],
    ['/loves/1', 'franchise', { id: '1' }],
    ['/hopsala-kinderturnen', 'provider', { slug: 'hopsala-kinderturnen' }],
    ['/hopsala/courses', 'courses', { slug: 'hopsala' }],
    ['/hopsala/courses/101', 'course', { slug: 'hopsala', id: '101' }],
    ['/hopsala/courses/101/course-card-preview', 'cardPreview', { slug: 'hopsala', id: '101' }],
    ['/hopsala/courses/101/1011', 'event', { slug: 'hopsala', courseId: '101', id: '1011' }],
    ['/hopsala/checkout/5', 'checkout', { slug: 'hopsala', id: '5' }],
    ['/hopsala/checkout-redirect/5', 'checkoutRedirect', { slug: 'hopsala', id: '5' }],
    ['/hopsala/blog/', 'blog', { slug: 'hopsala' }],
    ['/hopsala/blog/erster-post', 'post', { slug: 'hopsala', id: 'erster-post' }],
    ['/hopsala/terms', 'terms', { slug: 'hopsala' }],
    ['/hopsala/privacy_policy', 'privacyPolicy', { slug: 'hopsala' }],
    ['/hopsala/rooms/3/tok', 'room', { slug: 'hopsala', id: '3', roomToken: 'tok' }],
  ])('%s is %s', (path, kind, params) => {
    expect(matchRoute(path)).toEqual({ kind, params });
  });

  it('shows the not-found page for unknown paths and reserved words', () => {
    expect(matchRoute('/hopsala/unknown').kind).toBe('notFound');
    expect(matchRoute('/a/b/c/d/e/f').kind).toBe('notFound');
    expect(matchRoute('/me/unknown').kind).toBe('notFound');
    expect(matchRoute('/loves').kind).toBe('notFound');
    expect(matchRoute('/search/courses').kind).toBe('notFound');
  });

  it('ignores the query and keeps a malformed escape as typed', () => {
    expect(matchRoute('/search?term=yoga').kind).toBe('search');
    expect(matchRoute('/%E0%A4%A')).toEqual({ kind: 'provider', params: { slug: '%E0%A4%A' } });
  });

  it('lists every kind once, the profile also with a tab', () => {
    const kinds = ROUTE_PATTERNS.map(([kind]) => kind).filter((kind) => kind !== 'profile');
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(ROUTE_PATTERNS.filter(([kind]) => kind === 'profile')).toEqual([
      ['profile', '/me'],
      ['profile', '/me/:tab'],
    ]);
  });
});

describe('frameRules (discovery §2 Navigation and frame)', () => {
  it('hides the header on card-preview and room routes only', () => {
    expect(frameRules('cardPreview').header).toBe(false);
    for (const kind of ['profile', 'contract', 'checkout', 'room', 'passwordEdit'] as const) {
      expect(frameRules(kind).personal, kind).toBe(true);
    }
    for (const kind of ['landing', 'search', 'provider', 'course', 'event', 'post'] as const) {
      expect(frameRules(kind).personal, kind).toBe(false);
    }
    expect(frameRules('room').header).toBe(false);
    expect(frameRules('checkout').header).toBe(true);
    expect(frameRules('provider').header).toBe(true);
  });
  it('hides the footer on card-preview, room and checkout routes', () => {
    for (const kind of ['cardPreview', 'room', 'checkout', 'checkoutRedirect'] as const) {
      expect(frameRules(kind).footer).toBe(false);
    }
    expect(frameRules('event').footer).toBe(true);
    expect(frameRules('landing').footer).toBe(true);
  });
  it('loads the provider on provider-scoped routes, never on the profile', () => {
    expect(frameRules('course').providerScoped).toBe(true);
    expect(frameRules('profile').providerScoped).toBe(false);
    expect(frameRules('search').providerScoped).toBe(false);
  });
  it('shows the back link on search, map, franchise, profile and room routes', () => {
    for (const kind of [
      'search',
      'searchMap',
      'franchise',
      'franchiseSchedule',
      'profile',
      'room',
    ] as const) {
      expect(frameRules(kind).backToProvider).toBe(true);
    }
    expect(frameRules('landing').backToProvider).toBe(false);
    expect(frameRules('provider').backToProvider).toBe(false);
  });
  it('shows the bottom menu on provider pages with a frame', () => {
    expect(frameRules('provider').bottomMenu).toBe(true);
    expect(frameRules('blog').bottomMenu).toBe(true);
    expect(frameRules('room').bottomMenu).toBe(false);
    expect(frameRules('landing').bottomMenu).toBe(false);
  });
});

describe('parseRouteId (discovery §2 Route table, transactions §2)', () => {
  it('reads the digits of an id parameter as its number', () => {
    expect(parseRouteId('101')).toBe(101);
    expect(parseRouteId('20004')).toBe(20004);
    expect(parseRouteId('0')).toBe(0);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([undefined, null, '', ' 12', '12 ', '+12', '-12', '1.5', '1e3', '0x1f', 'abc', '12a'])(
    'gives null for %j',
    (param) => {
      expect(parseRouteId(param)).toBeNull();
    },
  );

  it('gives null beyond the safe integers', () => {
    expect(parseRouteId('9007199254740992')).toBeNull();
    expect(parseRouteId('99999999999999999999')).toBeNull();
  });

  it('reads the id of every matched numeric route parameter', () => {
    expect(parseRouteId(matchRoute('/anna/courses/101').params.id)).toBe(101);
    expect(parseRouteId(matchRoute('/anna/checkout/20004').params.id)).toBe(20004);
    expect(parseRouteId(matchRoute('/me/contracts/12/confirm').params.id)).toBe(12);
  });
});
