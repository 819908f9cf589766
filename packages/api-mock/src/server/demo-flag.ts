/**
 * The demo flag of the Node server (`src/demo.ts`): on unless `KURSE_DEMO` (or `--no-demo`) turns
 * it off. A value that is neither on nor off stops the server with a message naming it, so a typo
 * never leaves the fixed demo logins open on a server meant to run without them. The web app's
 * server (`apps/web/server/main.mjs`) passes its environment on and reads the variable the same way.
 */

/** The environment variable of the flag. */
export const DEMO_ENV = 'KURSE_DEMO';

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

/**
 * A flag value: `1`, `true`, `on`, `yes` → on; `0`, `false`, `off`, `no` → off (any case);
 * unset or empty → undefined (the default, on). Throws with the value named otherwise.
 */
export function parseDemoFlag(value: string | undefined, name = DEMO_ENV): boolean | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return undefined;
  if (ON.has(text)) return true;
  if (OFF.has(text)) return false;
  throw new Error(`${name} must be 1 or 0 (also true/false, on/off, yes/no): "${value}"`);
}

/** The line the server prints about the flag. */
export function demoModeLine(demo: boolean): string {
  return demo
    ? `Demo mode is on: fixed demo logins and test scenarios are on; ${DEMO_ENV}=0 turns them off.`
    : `Demo mode is off (${DEMO_ENV}=0): no fixed demo logins, no test scenarios.`;
}
