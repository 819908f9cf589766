import { describe, expect, it } from 'vitest';
import {
  CRAWL_DISALLOW,
  META_DESCRIPTION_MAX,
  isIndexed,
  metaDescription,
  pathOfRoute,
  previewImage,
} from './indexing';
import { matchRoute } from './routes';

describe('pathOfRoute', () => {
  it('fills the kind’s pattern with the parameters, without the query', () => {
    expect(pathOfRoute('course', { slug: 'schwimmschule-seepferdchen', id: '101' })).toBe(
      '/schwimmschule-seepferdchen/courses/101',
    );
    expect(pathOfRoute('event', { slug: 'a', courseId: '101', id: '1011' })).toBe(
      '/a/courses/101/1011',
    );
    expect(pathOfRoute('landing', {})).toBe('/');
    expect(pathOfRoute('checkout', { slug: 'a', id: 7 })).toBe('/a/checkout/7');
    expect(pathOfRoute('franchiseSchedule', { id: 'kinderturnwelt' })).toBe(
      '/loves/kinderturnwelt/schedule',
    );
  });

  it('encodes each parameter, and the path matches the same page again', () => {
    const path = pathOfRoute('post', { slug: 'yoga mama', id: 'ä/ö?x' });
    expect(path).toBe('/yoga%20mama/blog/%C3%A4%2F%C3%B6%3Fx');
    expect(matchRoute(path ?? '')).toEqual({
      kind: 'post',
      params: { slug: 'yoga mama', id: 'ä/ö?x' },
    });
  });

  it('is null when a parameter is missing or the kind has no address', () => {
    expect(pathOfRoute('course', { slug: 'a' })).toBeNull();
    expect(pathOfRoute('notFound', {})).toBeNull();
  });
});

describe('isIndexed', () => {
  it('indexes what providers and franchises publish', () => {
    for (const kind of ['landing', 'provider', 'course', 'event', 'post', 'franchise'] as const) {
      expect(isIndexed(kind)).toBe(true);
    }
  });

  it('keeps search results, previews, embeds, personal pages and not-found out', () => {
    for (const kind of [
      'search',
      'searchMap',
      'preview',
      'cardPreview',
      'profile',
      'checkout',
      'room',
      'passwordReset',
      'notFound',
    ] as const) {
      expect(isIndexed(kind)).toBe(false);
    }
  });
});

/** Whether a robots.txt rule covers a path (a prefix; `*` any characters; `$` the path's end). */
const disallows = (rule: string, path: string) =>
  new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path);

const SAMPLE = {
  slug: 'anbieter',
  id: '1',
  courseId: '2',
  productId: '3',
  tab: 'account',
  resetToken: 'r',
  roomToken: 't',
  url: 'x',
};

describe('CRAWL_DISALLOW', () => {
  it('keeps crawlers off every personal page and the API', () => {
    const kinds = ['profile', 'contracts', 'contract', 'checkout', 'checkoutRedirect', 'room'];
    for (const kind of kinds) {
      const path = pathOfRoute(kind as never, SAMPLE) ?? '';
      expect(
        CRAWL_DISALLOW.some((rule) => disallows(rule, path)),
        path,
      ).toBe(true);
    }
    expect(CRAWL_DISALLOW.some((rule) => disallows(rule, '/api/courses/1'))).toBe(true);
  });

  it('lets crawlers reach every indexed page', () => {
    for (const kind of ['landing', 'provider', 'courses', 'course', 'event', 'post'] as const) {
      const path = pathOfRoute(kind, SAMPLE) ?? '';
      expect(
        CRAWL_DISALLOW.some((rule) => disallows(rule, path)),
        path,
      ).toBe(false);
    }
  });
});

describe('metaDescription', () => {
  it('closes up whitespace and keeps a short text whole', () => {
    expect(metaDescription('  Schwimmen\n lernen\tim  Sommer ')).toBe('Schwimmen lernen im Sommer');
  });

  it('cuts a long text to 155 characters and an ellipsis', () => {
    const text = 'Wasser '.repeat(40);
    const cut = metaDescription(text) ?? '';
    expect(META_DESCRIPTION_MAX).toBe(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(156);
  });

  it('is undefined for no text', () => {
    expect(metaDescription(null)).toBeUndefined();
    expect(metaDescription(' \n ')).toBeUndefined();
  });
});

describe('previewImage', () => {
  it('takes the first web address or site path, never a data address', () => {
    expect(previewImage('data:image/png;base64,AAAA', null, '/images/a.jpg')).toBe('/images/a.jpg');
    expect(previewImage(undefined, 'https://cdn.example/b.jpg')).toBe('https://cdn.example/b.jpg');
    expect(previewImage('//evil.example/c.jpg', 'javascript:alert(1)')).toBeUndefined();
    expect(previewImage()).toBeUndefined();
  });
});
