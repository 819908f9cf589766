/**
 * The state every handler works on: the current database, the clock, the scenario registry and
 * whether the demo's fixed secrets are on. `reset()` of the mock API swaps `db` in place, so
 * handlers always read `ctx.db` at request time.
 */
import type { Db } from './db/types';
import type { ScenarioRegistry } from './scenarios/registry';

/** A clock: the mock never reads the system time except through one of these. */
export type Clock = () => Date;

/** What a handler can reach. */
export interface MockContext {
  /** The current in-memory database (replaced on reset). */
  db: Db;
  /** The mock's clock. */
  now: Clock;
  /** Named error scenarios and their activation. */
  scenarios: ScenarioRegistry;
  /**
   * Demo mode: the seed's fixed secrets (the pre-issued session, `reset-<id>` reset tokens, the
   * seeded accounts' password) and scenarios chosen by a request (header, cookie) work. Off, the
   * backend issues and accepts random secrets only (`src/demo.ts`).
   */
  demo: boolean;
}

/** Takes the next entity id from the database counter. */
export function nextId(ctx: MockContext): number {
  const id = ctx.db.nextId;
  ctx.db.nextId += 1;
  return id;
}

/**
 * A running clock that reads `start` now and then moves on with the system time: the demo server's
 * clock when `KURSE_DEMO_NOW` is set, so new records still get later times than older ones.
 */
export function runningClock(start: Date, systemNow: () => number = Date.now): Clock {
  const offset = start.getTime() - systemNow();
  return () => new Date(systemNow() + offset);
}

/**
 * Reads a clock start such as `2027-02-24T09:00:00+01:00` or `2027-02-24` (midnight UTC). Throws
 * with the value named when it is not a date, so a typo never silently falls back to today.
 */
export function parseClockStart(value: string): Date {
  const text = value.trim();
  const ms = /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw new Error(`KURSE_DEMO_NOW is not an ISO date or date-time: "${value}"`);
  }
  return new Date(ms);
}

/** A clock from a fixed date, a clock function or (explicitly) the system time. */
export function toClock(now: Date | Clock | undefined): Clock {
  if (typeof now === 'function') return now;
  if (now instanceof Date) {
    const fixed = now.getTime();
    return () => new Date(fixed);
  }
  return () => new Date();
}
