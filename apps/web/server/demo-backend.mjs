/**
 * The demo backend (`packages/api-mock/bin/serve.mjs`) as a supervised child process on a free
 * loopback port: started with the server, started again (on a free port, with a growing pause)
 * when it exits unexpectedly, stopped with the server. `url()` always names the running one.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The demo backend's command line. */
export const DEMO_BACKEND_BIN = fileURLToPath(
  new URL('../../../packages/api-mock/bin/serve.mjs', import.meta.url),
);

/**
 * The cookies the demo backend reads (its scenarios, `kurse-scenario`): a page the server renders
 * reads the backend with them, as the browser's own requests through `/api` do.
 */
export const DEMO_BACKEND_COOKIES = ['kurse-scenario'];

/**
 * The line about the backend's demo mode: on unless `KURSE_DEMO` turns it off (`0`, `false`,
 * `off`, `no`). The child inherits the environment and reads the variable the same way
 * (`packages/api-mock/src/server/demo-flag.ts`, which also refuses any other value).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function demoModeLine(env = process.env) {
  const off = ['0', 'false', 'off', 'no'].includes((env.KURSE_DEMO ?? '').trim().toLowerCase());
  return off
    ? 'Demo mode is off (KURSE_DEMO=0): no fixed demo logins, no test scenarios.'
    : 'Demo mode is on: fixed demo logins and test scenarios are on; KURSE_DEMO=0 turns them off.';
}

/**
 * @typedef {object} DemoBackend
 * @property {() => string} url The running backend's API root (`http://127.0.0.1:PORT/api`).
 * @property {() => number | undefined} pid The running child's process id.
 * @property {() => Promise<void>} stop Stops it for good.
 */

/**
 * @typedef {object} DemoBackendOptions
 * @property {string} [bin] The script to run (a test passes a small fake).
 * @property {NodeJS.ProcessEnv} [env] The child's environment (KURSE_DEMO_NOW, KURSE_DEMO etc.).
 * @property {number} [firstPauseMs] The pause before the first restart; it doubles up to `maxPauseMs`.
 * @property {number} [maxPauseMs]
 * @property {number} [healthyAfterMs] A child that ran this long resets the pause.
 * @property {(message: string) => void} [log]
 */

/**
 * Starts one child; resolves with it and its API root once it prints where it listens.
 * @param {string} bin
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string }>}
 */
function startChild(bin, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--port', '0', '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    let out = '';
    const onExit = (/** @type {number | null} */ code) =>
      reject(new Error(`The demo backend stopped before it listened (exit ${code}).`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.stdout?.on('data', function listen(chunk) {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!match?.[1]) return;
      child.stdout?.off('data', listen);
      child.stdout?.resume();
      child.off('exit', onExit);
      resolve({ child, url: new URL('/api', match[1]).href });
    });
  });
}

/**
 * Starts the supervised demo backend; resolves when it listens.
 * @param {DemoBackendOptions} [options]
 * @returns {Promise<DemoBackend>}
 */
export async function startDemoBackend(options = {}) {
  const {
    bin = DEMO_BACKEND_BIN,
    env = process.env,
    firstPauseMs = 250,
    maxPauseMs = 10_000,
    healthyAfterMs = 30_000,
    log = (message) => console.error(message),
  } = options;
  let stopped = false;
  let pause = firstPauseMs;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let current = await startChild(bin, env);
  const killOnExit = () => current.child.kill();
  process.on('exit', killOnExit);

  const supervise = () => {
    const started = Date.now();
    current.child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - started >= healthyAfterMs) pause = firstPauseMs;
      log(
        `The demo backend stopped (${signal ?? `exit ${code}`}); starting it again in ${pause} ms.`,
      );
      const restart = () => {
        timer = undefined;
        if (stopped) return;
        startChild(bin, env).then(
          (next) => {
            if (stopped) {
              next.child.kill();
              return;
            }
            current = next;
            supervise();
          },
          (error) => {
            log(error instanceof Error ? error.message : String(error));
            pause = Math.min(pause * 2, maxPauseMs);
            timer = setTimeout(restart, pause);
          },
        );
      };
      timer = setTimeout(restart, pause);
      pause = Math.min(pause * 2, maxPauseMs);
    });
  };
  supervise();

  return {
    url: () => current.url,
    pid: () => current.child.pid,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      const { child } = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
