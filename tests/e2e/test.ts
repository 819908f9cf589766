/**
 * The `test` every browser test uses: Playwright's, with the browser's clock set to the demo
 * backend's when the backend runs on a clock of its own (`KURSE_DEMO_NOW`, see the README).
 * The playwright config turns that start time into `KURSE_DEMO_CLOCK_OFFSET` (milliseconds ahead
 * of the system clock), so the browser and the backend agree on today and both keep running.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

const offset = Number(process.env['KURSE_DEMO_CLOCK_OFFSET'] ?? 0);

/** The time the app and the demo backend see now (the system time unless KURSE_DEMO_NOW is set). */
export const appNow = (): Date => new Date(Date.now() + offset);

export const test = base.extend({
  context: async ({ context }, use) => {
    if (offset) await context.clock.install({ time: Date.now() + offset });
    await use(context);
  },
});
