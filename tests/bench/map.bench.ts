import { expect, test, type Page } from '@playwright/test';

// The map budget (issue: maps): with the demo backend's "dense" scenario of 10,000 locations, the
// first render of the map search stays under 2 s and a re-clustering after a zoom under 50 ms, in
// headless Chromium on this machine. Three fresh page loads; the medians are printed with every run
// and checked against the budgets.
//
// The first render is navigation → the frame with all markers on screen: the frame after deck.gl
// issued its draw calls. Without a GPU, Chromium draws WebGL in software (SwiftShader) and the
// frame is only presented once that work is done, often a second after the draw calls; both
// moments are printed.
const FIRST_RENDER_BUDGET_MS = 2000;
const RECLUSTER_BUDGET_MS = 50;
const RUNS = 3;

test.use({ locale: 'de-DE' });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One page load: first render, cluster index build, and a re-clustering after zooming in. */
async function measure(page: Page) {
  // Two animation frames after the draw calls: the frame that carried them has been presented.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'kurse:map-drawn')) {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => performance.mark('bench:map-on-screen')),
        );
      }
    }).observe({ entryTypes: ['mark'] });
  });
  await page.goto('/search-map?lat=51.165691&lng=10.451526&zoom=9');
  const map = page.locator('[data-slot="map"]');
  await expect(page.locator('[data-slot="map-count"]')).toHaveText(/^10000 Ergebnisse/, {
    timeout: 15_000,
  });
  // The marks carry the times; polling every animation frame would only add work to the page.
  const drawn = await page.waitForFunction(
    () => {
      const mark = performance.getEntriesByName('kurse:map-drawn')[0] as
        PerformanceMark | undefined;
      return mark && mark.detail >= 10_000 ? mark.startTime : null;
    },
    undefined,
    { polling: 250 },
  );
  const drawCalls = Number(await drawn.jsonValue());
  const shown = await page.waitForFunction(
    () => performance.getEntriesByName('bench:map-on-screen')[0]?.startTime ?? null,
    undefined,
    { polling: 250 },
  );
  const firstRender = Number(await shown.jsonValue());
  const index = await page.evaluate(
    () => performance.getEntriesByName('kurse:map-index').at(-1)?.duration ?? 0,
  );
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  const before = await page.evaluate(
    () => performance.getEntriesByName('kurse:map-cluster').length,
  );
  await map.locator('canvas.maplibregl-canvas').focus();
  await page.keyboard.press('Equal');
  await page.waitForFunction(
    (n) => performance.getEntriesByName('kurse:map-cluster').length > n,
    before,
  );
  const recluster = await page.evaluate(
    () => performance.getEntriesByName('kurse:map-cluster').at(-1)?.duration ?? 0,
  );
  return { firstRender, drawCalls, recluster, index };
}

test('map search with 10,000 locations: first render and re-clustering after a zoom', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'kurse-scenario', value: 'dense', url: baseURL ?? '' }]);
  const runs: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await context.newPage();
    runs.push(await measure(page));
    await page.close();
  }
  const pick = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]);
  const list = (values: number[], digits: number) =>
    values.map((v) => v.toFixed(digits)).join(' / ');
  const firstRender = median(pick('firstRender'));
  const recluster = median(pick('recluster'));
  console.log(
    [
      '',
      `map search, dense scenario (10,000 locations), median of ${RUNS} page loads`,
      `first render (navigation → markers on screen)  ${firstRender.toFixed(0).padStart(6)} ms  budget ${FIRST_RENDER_BUDGET_MS} ms  (${list(pick('firstRender'), 0)})`,
      `  of which: navigation → deck.gl's draw calls   ${median(pick('drawCalls')).toFixed(0).padStart(6)} ms  (${list(pick('drawCalls'), 0)})`,
      `re-clustering after a zoom                      ${recluster.toFixed(1).padStart(6)} ms  budget ${RECLUSTER_BUDGET_MS} ms  (${list(pick('recluster'), 1)})`,
      `building the cluster index (once per result)    ${median(pick('index')).toFixed(1).padStart(6)} ms`,
      '',
    ].join('\n'),
  );
  expect(firstRender).toBeLessThan(FIRST_RENDER_BUDGET_MS);
  expect(recluster).toBeLessThan(RECLUSTER_BUDGET_MS);
});
