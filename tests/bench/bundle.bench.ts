import { test } from '@playwright/test';
import { MEASURED_ROUTES, measureFirstLoad } from '../e2e/first-load';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The first-load budgets (JavaScript gzip in kB; requests of every kind until the network is
 * idle): landing, course, provider, search and event page.
 */
const BUDGETS: Readonly<Record<string, { js: number; requests?: number }>> = {
  landing: { js: 130 },
  course: { js: 160, requests: 20 },
  provider: { js: 170 },
  search: { js: 180 },
  'event page': { js: 200 },
};

// `npm run bench:bundle`: prints the first-load JavaScript and CSS (gzip), files and requests of
// every main route, and each budget's verdict. A missed budget is printed, not failed: the figures
// hold for the build they measured.
test('first-load sizes per route', async ({ page }) => {
  const header = ['route', 'JS kB', 'CSS kB', 'files', 'requests', 'budget', 'path'];
  const rows: string[][] = [];
  const misses: string[] = [];
  for (const [name, path] of MEASURED_ROUTES) {
    const { js, css, files, requests } = await measureFirstLoad(page, path);
    const budget = BUDGETS[name];
    let verdict = '';
    if (budget) {
      const met = js <= budget.js * 1024 && requests <= (budget.requests ?? Infinity);
      const limits = `≤ ${budget.js} kB${budget.requests ? `, ≤ ${budget.requests} requests` : ''}`;
      verdict = `${limits}: ${met ? 'met' : 'MISSED'}`;
      if (!met) misses.push(name);
    }
    rows.push([name, kB(js), kB(css), String(files.length), String(requests), verdict, path]);
  }
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  );
  // Names, verdicts and paths left-aligned, figures right-aligned.
  const line = (row: string[]) =>
    row.map((cell, i) =>
      i === 0 || i >= 5 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
    );
  console.log(
    [
      line(header).join('  '),
      ...rows.map((row) => line(row).join('  ')),
      '',
      "JavaScript and CSS: the app's own files, gzip; requests: all of the page's until the network is idle.",
      misses.length > 0 ? `Missed: ${misses.join(', ')}` : 'All budgets met.',
    ].join('\n'),
  );
});
