import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import { DEFAULT_SEED_NOW } from '../seed';
import { seedImage, seedImageNames } from '../seed/image-store';
import { createMockServer } from './index';
import type { MockServer } from './index';

/** The fields of the contract that carry an image URL (or a list of them). */
const IMAGE_KEYS = new Set(['logo', 'avatar', 'image', 'images', 'titleImage', 'poster']);

/** Every image URL of a value, found by the contract's image field names at any depth. */
function imageUrls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return IMAGE_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => imageUrls(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => imageUrls(v, k));
  }
  return [];
}

const NAME = /^\/api\/images\/(logo|avatar|picture)-[a-z0-9-]+-(\d+)x(\d+)-[0-9a-f]{8}\.svg$/;
const SIZES: Record<string, string> = { logo: '160x160', avatar: '96x96', picture: '800x500' };

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, now: new Date(DEFAULT_SEED_NOW) });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const seedUrls = () => [...new Set(imageUrls(server.api.db))];
const firstUrl = (pattern: RegExp) => {
  const url = seedUrls().find((u) => pattern.test(u));
  if (!url) throw new Error(`No seed image matches ${pattern}`);
  return url;
};

describe('the seed images', () => {
  it('are URL paths under /api/images with kind and intrinsic size in the name, never data URIs', () => {
    const urls = seedUrls();
    expect(JSON.stringify(server.api.db)).not.toContain('data:image');
    expect(urls.length).toBeGreaterThan(100);
    for (const kind of ['logo', 'avatar', 'picture']) {
      expect(urls.some((u) => u.startsWith(`/api/images/${kind}-`))).toBe(true);
    }
    for (const url of urls) {
      const [, kind = '', width, height] = NAME.exec(url) ?? [];
      expect(`${width}x${height}`, url).toBe(SIZES[kind]);
      const svg = seedImage(url.slice('/api/images/'.length));
      expect(svg, url).toContain(`width="${width}" height="${height}"`);
    }
  });

  it('names every stored image, so a static copy (Storybook) holds every one the seed uses', () => {
    const names = new Set(seedImageNames());
    for (const url of seedUrls())
      expect(names.has(url.slice('/api/images/'.length)), url).toBe(true);
    for (const name of names) expect(seedImage(name), name).toMatch(/^<svg /);
  });

  it('answers an SVG over HTTP, cached for good, and the same bytes for the same name', async () => {
    const url = firstUrl(/\/logo-schwimmschule-seepferdchen-/);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="160"/);
    expect(svg).toContain('>SS</text>');
    expect(await (await get(url)).text()).toBe(svg);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(firstUrl(/\/picture-/), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('');
  });

  it('answers 404 JSON for an unknown name', async () => {
    const known = firstUrl(/\/avatar-/);
    for (const path of [
      '/api/images/logo-nope-160x160-00000000.svg',
      known.replace(/-[0-9a-f]{8}\.svg$/, '-ffffffff.svg'),
      '/api/images/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    }
  });

  it('is not reached by scenarios, which force the answers of operations only', async () => {
    const url = firstUrl(/\/picture-/);
    for (const scenario of ['answer-empty', 'answer-wrong-shape', 'provider-error']) {
      const response = await get(url, {
        headers: { Cookie: `kurse-scenario=${scenario}`, 'X-Mock-Scenario': scenario },
      });
      expect(response.status, scenario).toBe(200);
      expect(await response.text(), scenario).toMatch(/^<svg /);
    }
  });

  it('is served by the MSW handlers under an absolute base too', async () => {
    const api = createMockApi({ now: new Date(DEFAULT_SEED_NOW), base: 'http://kurse.test/api' });
    const logo = api.db.providers[0]?.provider.logo ?? '';
    expect(logo).toMatch(NAME);
    const response = await api.fetch(`http://kurse.test${logo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect((await api.fetch('http://kurse.test/api/images/unknown.svg')).status).toBe(404);
  });
});
