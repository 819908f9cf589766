/**
 * The state every handler works on: the current database, the clock, id and token counters and
 * the scenario registry. `reset()` of the mock API swaps `db` and zeroes the counters in place, so
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
  /** Counter for tokens and fingerprints (not entity ids, those come from `db.nextId`). */
  serial: number;
  /**
   * The clock reading (base 36) when the database was made: part of every token, so tokens held
   * from an earlier run of the server never match new ones.
   */
  epoch: string;
}

/** Takes the next entity id from the database counter. */
export function nextId(ctx: MockContext): number {
  const id = ctx.db.nextId;
  ctx.db.nextId += 1;
  return id;
}

/** A deterministic opaque token with a prefix, e.g. `tok_1a`. */
export function issueToken(ctx: MockContext, prefix: string): string {
  ctx.serial += 1;
  return `${prefix}_${ctx.epoch}${ctx.serial.toString(36).padStart(4, '0')}`;
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
