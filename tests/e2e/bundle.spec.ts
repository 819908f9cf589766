import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const assets = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'assets');

// The demo backend and MSW stay out of the production bundle (ARCHITECTURE: the embedded default).
test('the production bundle contains no mock code', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/mockServiceWorker|@mswjs|kurse-scenario|createSeed/);
  }
});
