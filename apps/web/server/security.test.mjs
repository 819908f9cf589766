import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROUTE_PATTERNS } from '@kurse/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxDocument } from '../../../packages/features/src/room/view/sandbox-document.ts';
import { readAppConfig } from './config.mjs';
import { CARD_PREVIEW_ROUTE, createServer } from './create-server.mjs';
import {
  REACT_ARIA_STYLE_HASHES,
  SANDBOX_SCRIPT_HASH,
  SANDBOX_STYLE_HASH,
  TEMPLATE_SCRIPT_HASH,
} from './policies.mjs';
import { APP_JS, makeDist } from './test-fixtures.mjs';

/** @type {import('fastify').FastifyInstance[]} */
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((app) => app.close()));
});

/** @param {Record<string, string>} env */
async function serverWith(env = {}) {
  const app = await createServer({
    dist: makeDist(),
    apiUrl: 'http://127.0.0.1:9/api',
    config: readAppConfig(env),
  });
  servers.push(app);
  return app;
}

/**
 * The CSP header as a map of directive → sources.
 * @param {unknown} header
 */
function csp(header) {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const FULL = {
  VITE_KURSE_STRIPE_PUBLIC_KEY: 'pk_test_123',
  VITE_KURSE_PAYPAL: 'sdk',
  VITE_KURSE_MAP_STYLE_URL: 'https://tiles.example.org/styles/liberty.json',
  VITE_KURSE_GEOCODER_URL: 'https://photon.example.org/',
  VITE_KURSE_VIDEO: 'vimeo',
  VITE_KURSE_ANALYTICS_URL: 'https://stats.example.org/collect',
};

const hash = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('are on every answer: page, asset, 404, bad request, API error', async () => {
    const app = await serverWith();
    for (const url of ['/', APP_JS, '/assets/gone.js', '/%', '/api/x']) {
      const { headers } = await app.inject(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('allow only our own origin without third-party configuration', async () => {
    const app = await serverWith();
    const policy = csp((await app.inject('/')).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", TEMPLATE_SCRIPT_HASH, SANDBOX_SCRIPT_HASH]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      SANDBOX_STYLE_HASH,
      ...REACT_ARIA_STYLE_HASHES,
    ]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https:']);
    expect(policy.has('report-uri')).toBe(false);
    const text = String((await app.inject('/')).headers['content-security-policy']);
    expect(text).not.toMatch(/stripe|paypal|vimeo|example\.org|unsafe-eval/);
    expect((await app.inject('/')).headers['permissions-policy']).toBe(
      'geolocation=(self), camera=(), microphone=(), payment=(self), browsing-topics=()',
    );
  });

  it('allow the configured Stripe, PayPal, map style, geocoder, video and analytics hosts', async () => {
    const app = await serverWith({ ...FULL, KURSE_CSP_REPORT_URL: 'https://csp.example.org/r' });
    const { headers } = await app.inject('/');
    const policy = csp(headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://js.stripe.com',
        'https://www.paypal.com',
        'https://*.paypal.com',
        'https://*.paypalobjects.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'https://tiles.example.org',
      'https://photon.example.org',
      'https://stats.example.org',
      'https://vimeo.com',
      'https://api.stripe.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
    ]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://tiles.example.org']));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('report-uri')).toEqual(['https://csp.example.org/r']);
    expect(headers['permissions-policy']).toContain(
      'payment=(self "https://js.stripe.com" "https://www.paypal.com")',
    );
  });

  it('allow Stripe alone without PayPal', async () => {
    const app = await serverWith({ VITE_KURSE_STRIPE_PUBLIC_KEY: 'pk_test_123' });
    const policy = csp((await app.inject('/')).headers['content-security-policy']);
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('connect-src')).toEqual(["'self'", 'data:', 'https://api.stripe.com']);
    expect(String(policy.get('script-src'))).not.toContain('paypal');
  });

  it('refuse to start with a configured URL that is not one', async () => {
    await expect(serverWith({ VITE_KURSE_MAP_STYLE_URL: 'not a url' })).rejects.toThrow(
      /VITE_KURSE_MAP_STYLE_URL/,
    );
  });

  it('forbid framing everywhere but on the card preview', async () => {
    const app = await serverWith();
    for (const url of ['/', '/yoga-zuhause/courses/7', '/yoga-zuhause/courses/7/12', APP_JS]) {
      const { headers } = await app.inject(url);
      expect(csp(headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'none'",
      ]);
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
    const preview = await app.inject('/yoga-zuhause/courses/7/course-card-preview');
    expect(preview.statusCode).toBe(200);
    const policy = csp(preview.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(['*']);
    expect(policy.get('script-src')).toEqual(["'self'", TEMPLATE_SCRIPT_HASH, SANDBOX_SCRIPT_HASH]);
    expect(preview.headers['x-frame-options']).toBeUndefined();
    expect(preview.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('name the card preview route as the domain does', () => {
    const pattern = ROUTE_PATTERNS.find(([kind]) => kind === 'cardPreview')?.[1];
    expect(CARD_PREVIEW_ROUTE).toBe(pattern);
  });

  it('send HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const app = await serverWith();
    const plain = await app.inject('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.7',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow exactly the inline style and script of the room’s sandboxed embed frame', () => {
    const doc = sandboxDocument('<p>x</p>', 'de');
    const styles = [...doc.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1] ?? ''));
    const scripts = [...doc.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1] ?? ''));
    expect(styles).toEqual([SANDBOX_STYLE_HASH]);
    expect(scripts).toEqual([SANDBOX_SCRIPT_HASH]);
  });

  it('allow exactly the inline script of the page template', () => {
    const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const scripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) =>
      hash(m[1] ?? ''),
    );
    expect(scripts).toEqual([TEMPLATE_SCRIPT_HASH]);
  });

  it('allow exactly the style elements the installed React Aria writes', () => {
    const ui = createRequire(new URL('../../../packages/ui/package.json', import.meta.url));
    const reactAria = dirname(
      createRequire(ui.resolve('react-aria-components')).resolve('react-aria/package.json'),
    );
    const styles = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const code = readFileSync(join(reactAria, 'dist', 'private', file), 'utf8');
      const css = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(code)?.[1] ?? '';
      return css
        .replace(/\$\{\$\w+\$var\$PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable')
        .trim();
    });
    expect(styles[0]).toContain('[data-react-aria-pressable]');
    expect(styles.map(hash)).toEqual(REACT_ARIA_STYLE_HASHES);
  });
});
