import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.KURSE_E2E_PORT ?? 4310);
const executablePath = process.env.KURSE_CHROMIUM || undefined;

// KURSE_DEMO_NOW starts the demo backend's clock at another time (README): the browser's clock
// follows it (e2e/test.ts). Computed once here; the test workers inherit it.
const demoNow = process.env.KURSE_DEMO_NOW;
if (demoNow && process.env.KURSE_DEMO_CLOCK_OFFSET === undefined) {
  const start = Date.parse(demoNow);
  if (Number.isNaN(start)) throw new Error(`KURSE_DEMO_NOW is not a date: "${demoNow}"`);
  process.env.KURSE_DEMO_CLOCK_OFFSET = String(start - Date.now());
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Maps draw with software WebGL: on two cores a page may take a few seconds more to settle.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test time on two cores: in CI only the retry of a failure
    // records one (the retry is the run that is looked at).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site shows Berlin time; the time-zone warning test picks another zone itself.
    timezoneId: 'Europe/Berlin',
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
  },
  projects: [
    {
      name: 'desktop',
      // Phone layouts (the course page's first screen, the map taking the list's place), the
      // English page matrix (the German one runs at both widths), and what the width does not
      // change — the API's faults, restored storage, not-found and error screens, pixels — run on
      // the phone alone, where most visitors are (files below, tests tagged @phone-only).
      testIgnore: /(phone-screens|faults[\w-]*|storage)\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // API, bundle and server-answer checks do not depend on the viewport: they run once, on
      // desktop.
      testIgnore: /(api|bundle|budget|server-rendering)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node ../scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
