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
