import { expect, test } from './test';
import { measureFirstLoad } from './first-load';

// Performance budget of the landing route (issue: app shell): first-load JS ≤ 130 kB and CSS ≤ 20 kB
// gzip, so maps, payments, Temporal and mocks stay out of it. A German and an English browser each
// load their own catalogue.
for (const locale of ['de-DE', 'en-GB']) {
  test.describe(locale, () => {
    test.use({ locale });

    test('the landing route loads at most 130 kB of JavaScript and 20 kB of CSS (gzip)', async ({
      page,
    }) => {
      const { js, css, files } = await measureFirstLoad(page, '/');
      expect(files.length).toBeGreaterThan(0);
      expect(js, `JavaScript: ${files.join(', ')}`).toBeLessThanOrEqual(130 * 1024);
      expect(css).toBeLessThanOrEqual(20 * 1024);
    });
  });
}

// The server-rendered pages' first-load budgets (gzip JavaScript; every request until the network
// is idle, the document and images included): sizes of the build, not timings.
const PAGES = [
  { name: 'course page', path: '/schwimmschule-seepferdchen/courses/101', kB: 160, requests: 20 },
  { name: 'provider page', path: '/schwimmschule-seepferdchen', kB: 170 },
  { name: 'list search', path: '/search?term=schwimm', kB: 180 },
  { name: 'event page', path: '/schwimmschule-seepferdchen/courses/101/1011', kB: 200 },
];
for (const { name, path, kB, requests } of PAGES) {
  test(`the ${name} loads at most ${kB} kB of JavaScript${requests ? ` in at most ${requests} requests` : ''}`, async ({
    page,
  }) => {
    const first = await measureFirstLoad(page, path);
    expect(first.files.length).toBeGreaterThan(0);
    expect(first.js, `JavaScript: ${first.files.join(', ')}`).toBeLessThanOrEqual(kB * 1024);
    if (requests) expect(first.requests).toBeLessThanOrEqual(requests);
  });
}
