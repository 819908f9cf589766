/**
 * Demo mode. On (the default of `createMockApi`, `npm start` and the tests), the demo's fixed
 * secrets work — the pre-issued session `demo-session-token`, the reset tokens `reset-<customer
 * id>` and the password `kurse-demo` of the seeded accounts — and a request may choose scenarios
 * (`X-Mock-Scenario`, the `kurse-scenario` cookie); the Node server also answers `/__mock/*`.
 * Off (`demo: false`, `KURSE_DEMO=0`), for a demo backend others can reach: no fixed secret opens
 * an account, a request cannot force an answer, and only the secrets the backend issued at random
 * (sessions, reset tokens, room tokens, fingerprints) are accepted. Seeded room tokens and the
 * seeded guest booking's fingerprint stay: they open demo content, not an account.
 */
import type { Db } from './db/types';
import { randomHex } from './db/random';

/**
 * Takes the fixed secrets out of a starting database, in place, for demo mode off: its sessions
 * are dropped (they are tokens written into the seed or a test's database, not issued ones) and
 * its accounts get random passwords nobody knows (a password reset still works, with an issued
 * token).
 */
export function lockFixedSecrets(db: Db): Db {
  db.sessions = {};
  for (const record of db.customers) record.password = randomHex();
  return db;
}
