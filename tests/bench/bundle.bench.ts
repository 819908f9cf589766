import { test } from '@playwright/test';
import { table, verdict } from '../../scripts/lib/bench-report.mjs';
import { MEASURED_ROUTES, measureFirstLoad, withinBudget } from '../e2e/first-load';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

// `npm run bench:bundle`: prints the first-load JavaScript and CSS (gzip), files and requests of
// every main route, and each budget's verdict. A missed budget is printed, not failed: the figures
// hold for the build they measured (`budget.spec.ts` fails on one).
test('first-load sizes per route', async ({ page }) => {
  const rows: string[][] = [];
  const misses: string[] = [];
  for (const { name, path, budget } of MEASURED_ROUTES) {
    const load = await measureFirstLoad(page, path);
    const met = budget ? withinBudget(load, budget) : true;
    if (!met) misses.push(name);
    const limits = budget
      ? `≤ ${budget.kB} kB${budget.requests ? `, ≤ ${budget.requests} requests` : ''}`
      : '';
    rows.push([
      `${name} (${path})`,
      kB(load.js),
      kB(load.css),
      String(load.files.length),
      String(load.requests),
      limits,
      budget ? verdict(met) : '',
    ]);
  }
  const header = ['route', 'JS kB', 'CSS kB', 'files', 'requests', 'budget', ''];
  console.log(
    [
      table(header, rows),
      '',
      "JavaScript and CSS: the app's own files, gzip; requests: all of the page's until the network is idle.",
      misses.length > 0 ? `Missed: ${misses.join(', ')}` : 'All budgets met.',
    ].join('\n'),
  );
});
