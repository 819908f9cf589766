/**
 * `createMockApi`: the demo backend over a seeded in-memory database — MSW handlers for every
 * operation, named scenarios, `reset()`, and `fetch()` to ask it directly without a network.
 */
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { toClock } from './context';
import type { Clock, MockContext } from './context';
import type { Db } from './db/types';
import { lockFixedSecrets } from './demo';
import { ROUTE_TABLE, createHandlers } from './handlers';
import type { RouteInfo } from './handlers';
import { clearRateLimits, enableRateLimits } from './http/rate-limit';
import { createScenarioRegistry } from './scenarios';
import type { ScenarioRegistry } from './scenarios';
import { createSeed } from './seed';

/** Options of {@link createMockApi}. */
export interface MockApiOptions {
  /** The clock: a fixed date or a function. Default: the system time. */
  now?: Date | Clock;
  /** A database to start from (deep-copied, also on reset). Default: `createSeed({ now })`. */
  db?: Db;
  /** Scenario names enabled from the start (and again after reset). */
  scenarios?: readonly string[];
  /** Where the API lives: `/api` (default) or an absolute URL such as `http://127.0.0.1:4010/api`. */
  base?: string;
  /**
   * Demo mode (`src/demo.ts`): the seed's fixed secrets and scenarios chosen by a request work. On
   * by default; `false` for a demo backend others can reach.
   */
  demo?: boolean;
  /**
   * The rate limits (`src/db/limits.ts`, README "Rate limits"): on by default; `false` for tests
   * that send one operation more often than a limit allows on purpose.
   */
  rateLimits?: boolean;
}

/** The mock API. */
export interface MockApi {
  /** The current database (replaced by `reset()`). */
  readonly db: Db;
  /** MSW handlers: for `setupWorker`, `setupServer` or `getResponse`. */
  readonly handlers: HttpHandler[];
  /** Which contract operation each handler answers. */
  readonly routes: readonly RouteInfo[];
  readonly scenarios: ScenarioRegistry;
  readonly now: Clock;
  readonly base: string;
  /** Whether demo mode is on. */
  readonly demo: boolean;
  /** Back to the initial database, counters (the rate limits' too) and scenarios. */
  reset(): void;
  /** Answers a request through the handlers, without a network (unknown paths: 404). */
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
}

const LOCAL_ORIGIN = 'http://localhost';

/** Creates the mock API. Spec: the embedded default of ARCHITECTURE.md over the contract. */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const now = toClock(options.now);
  const demo = options.demo ?? true;
  const initial = options.db ? structuredClone(options.db) : null;
  const startDb = (): Db => (initial ? structuredClone(initial) : createSeed({ now: now() }));
  const freshDb = (): Db => (demo ? startDb() : lockFixedSecrets(startDb()));
  const ctx: MockContext = {
    db: freshDb(),
    now,
    scenarios: createScenarioRegistry(options.scenarios ?? [], undefined, { perRequest: demo }),
    demo,
  };
  if (options.rateLimits !== false) enableRateLimits(ctx);
  const base = options.base ?? '/api';
  const handlers = createHandlers(ctx, base);
  const origin = /^https?:\/\//.test(base) ? new URL(base).origin : LOCAL_ORIGIN;
  return {
    get db() {
      return ctx.db;
    },
    handlers,
    routes: ROUTE_TABLE,
    scenarios: ctx.scenarios,
    now,
    base,
    demo,
    reset() {
      ctx.db = freshDb();
      ctx.scenarios.clear();
      ctx.scenarios.enable(...(options.scenarios ?? []));
      clearRateLimits(ctx);
    },
    async fetch(input, init) {
      const request = typeof input === 'string' ? new Request(new URL(input, origin), init) : input;
      const response = await getResponse(handlers, request, { baseUrl: origin });
      return response ?? Response.json({ status: 404, message: 'Not found' }, { status: 404 });
    },
  };
}

/** Just the MSW handlers of a new mock API (for `setupWorker(...createMockHandlers())`). */
export function createMockHandlers(options: MockApiOptions = {}): HttpHandler[] {
  return createMockApi(options).handlers;
}
