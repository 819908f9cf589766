import { expect, test } from './test';
import { MEASURED_ROUTES, measureFirstLoad } from './first-load';

/** The landing route's JavaScript budget in kB (130, `MEASURED_ROUTES`). */
const LANDING_KB = MEASURED_ROUTES.find((route) => route.path === '/')?.budget?.kB ?? 0;

// Performance budget of the landing route (issue: app shell): first-load JS ≤ 130 kB and CSS ≤ 20 kB
// gzip, so maps, payments, Temporal and mocks stay out of it. A German and an English browser each
// load their own catalogue.
for (const locale of ['de-DE', 'en-GB']) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`the landing route loads at most ${LANDING_KB} kB of JavaScript and 20 kB of CSS (gzip)`, async ({
      page,
    }) => {
      const { js, css, files } = await measureFirstLoad(page, '/');
      expect(files.length).toBeGreaterThan(0);
      expect(js, `JavaScript: ${files.join(', ')}`).toBeLessThanOrEqual(LANDING_KB * 1024);
      expect(css).toBeLessThanOrEqual(20 * 1024);
    });
  });
}

// The other server-rendered pages' first-load budgets (`MEASURED_ROUTES`: gzip JavaScript; every
// request until the network is idle, the document and images included): sizes of the build, not
// timings.
for (const { name, path, budget } of MEASURED_ROUTES) {
  if (!budget || path === '/') continue;
  const requests = budget.requests ? ` in at most ${budget.requests} requests` : '';
  test(`the ${name} route loads at most ${budget.kB} kB of JavaScript${requests}`, async ({
    page,
  }) => {
    const load = await measureFirstLoad(page, path);
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.js, `JavaScript: ${load.files.join(', ')}`).toBeLessThanOrEqual(budget.kB * 1024);
    expect(load.requests).toBeLessThanOrEqual(budget.requests ?? Infinity);
  });
}
