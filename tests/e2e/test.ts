/**
 * The `test` every browser test uses: Playwright's, with the browser's clock moved to the demo
 * backend's when the backend runs on a clock of its own (`KURSE_DEMO_NOW`, see the README).
 * The playwright config turns that start time into `KURSE_DEMO_CLOCK_OFFSET` (milliseconds ahead
 * of the system clock), so the browser and the backend agree on today and both keep running.
 *
 * Only `Date` moves: timers, animation frames and `performance.now()` stay real. (Playwright's
 * `clock.install` fakes those too, and pages then stalled while a trace was being recorded.)
 */
import { test as base } from '@playwright/test';

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

export const test = base.extend({
  context: async ({ context }, use) => {
    if (offset) await context.addInitScript(shiftDate, offset);
    await use(context);
  },
});
