/**
 * What runs behind every page (discovery §7, transactions §9): error reports to `POST /err`, the
 * view-tracking pixel at most once per hour per item. German browser, desktop and phone.
 */
import { expect, test } from './test';
import { PROVIDERS, open } from './app';

test.use({ locale: 'de-DE' });

test(
  'an unhandled promise rejection is reported to POST /err',
  { tag: '@phone-only' },
  async ({ page }) => {
    await open(page, '/');
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/err',
    );
    await page.evaluate(() => {
      setTimeout(() => void Promise.reject(new Error('Testfehler aus dem Browser')), 0);
    });
    const body = (await report).postDataJSON() as Record<string, unknown>;
    expect(JSON.stringify(body)).toContain('Testfehler aus dem Browser');
  },
);

test(
  'the provider pixel fires once, and not again within the hour',
  { tag: '@phone-only' },
  async ({ page }) => {
    const pixels: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/pixel.gif') pixels.push(url.searchParams.get('p') ?? '');
    });
    await open(page, `/${PROVIDERS.standard.slug}`);
    await expect.poll(() => pixels).toEqual([PROVIDERS.standard.slug]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROVIDERS.standard.name);
    await page.waitForLoadState('networkidle');
    expect(pixels).toEqual([PROVIDERS.standard.slug]);
  },
);
