/**
 * The `test` every browser test uses: Playwright's, with the browser's clock moved to the demo
 * backend's when the backend runs on a clock of its own (`KURSE_DEMO_NOW`, see the README).
 * The playwright config turns that start time into `KURSE_DEMO_CLOCK_OFFSET` (milliseconds ahead
 * of the system clock), so the browser and the backend agree on today and both keep running.
 *
 * Only `Date` moves: timers, animation frames and `performance.now()` stay real. (Playwright's
 * `clock.install` fakes those too, and pages then stalled while a trace was being recorded.)
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const offset = Number(process.env['KURSE_DEMO_CLOCK_OFFSET'] ?? 0);

/** The time the app and the demo backend see now (the system time unless KURSE_DEMO_NOW is set). */
export const appNow = (): Date => new Date(Date.now() + offset);

/** Runs in the page before its scripts: `Date` reads the system time plus `shift` milliseconds. */
function shiftDate(shift: number) {
  const Real = Date;
  const now = () => Real.now() + shift;
  function Shifted(this: unknown, ...args: unknown[]) {
    if (!new.target) return new Real(now()).toString();
    return args.length === 0
      ? new Real(now())
      : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
  }
  Shifted.prototype = Real.prototype;
  Object.assign(Shifted, { now, parse: Real.parse, UTC: Real.UTC });
  globalThis.Date = Shifted as unknown as DateConstructor;
}

/**
 * Waits until the app runs in the page (`<html data-hydrated>`, set by the app once it has taken
 * a server-rendered page over): before that a click or a keystroke reaches plain HTML. A document
 * that is not the app's (no `#root`: a text file, an API answer) is ready at once.
 */
export async function appRuns(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 30_000 },
  );
}

export const test = base.extend({
  context: async ({ context }, use) => {
    if (offset) await context.addInitScript(shiftDate, offset);
    await use(context);
  },
  // A page opened or reloaded by a test is used once the app runs in it, as a visitor's hand
  // reaches for it once it answers.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appRuns(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appRuns(page);
      return response;
    };
    await use(page);
  },
});
