// Every story is a test: rendered in headless Chromium, play functions run, axe must find nothing.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const executablePath = process.env.KURSE_CHROMIUM || undefined;

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
  test: {
    name: 'storybook',
    // Story files share one page and its loaded modules (the preview, the catalogues, the ui
    // library) instead of each loading them again in a fresh frame (that took 400 s of each
    // browser's 1,100 s). Sharing is safe: every story makes its own services, demo backend and
    // stores, and the preview's `beforeEach` puts the page back after each story (nodes left in
    // the body, attributes on <html>, <body> and its children, storage, cookies, address, focus).
    isolate: false,
    // One story file at a time in that page: stories move focus and open pop-overs, which a
    // story of another file running beside it in the same page would take away.
    fileParallelism: false,
    // A story's own waits are bounded (findBy and waitFor: 5 s, a map's first drawing: 10 s);
    // this only stops a story that hangs. A whole journey (typing a booking form, then paying)
    // takes 11 s on a quiet machine and more on a busy one, which the default 15 s did not allow.
    testTimeout: 60_000,
    // As the browser tests do (tests/playwright.config.ts): in CI a failed story runs once more,
    // and the report names a story that passed only then as flaky. A broken story fails twice.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/storybook.json' },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
