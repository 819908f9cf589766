import { test } from '@playwright/test';
import { MEASURED_ROUTES, measureFirstLoad } from '../e2e/first-load';

const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

// `npm run bench:bundle`: prints the first-load JavaScript and CSS (gzip) of every main route.
test('first-load sizes per route', async ({ page }) => {
  const rows: string[] = [];
  for (const [name, path] of MEASURED_ROUTES) {
    const { js, css, files } = await measureFirstLoad(page, path);
    rows.push(
      `${name.padEnd(12)} ${kB(js)} kB JS ${kB(css)} kB CSS  (${files.length} files)  ${path}`,
    );
  }
  console.log(['route          JS (gzip)    CSS (gzip)', ...rows].join('\n'));
});
