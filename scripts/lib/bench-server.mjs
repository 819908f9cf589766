// The web app's server (apps/web/server/main.mjs) as a child of a benchmark: on a free loopback
// port, with the options and environment the benchmark gives; stopped by the benchmark.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './tools.mjs';

const MAIN = join(root, 'apps', 'web', 'server', 'main.mjs');

/** A free TCP port on the loopback interface. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server on a free loopback port; resolves with its origin (`http://127.0.0.1:PORT`)
 * once it prints that it runs, and a `stop()` that ends it (and its demo backend) gracefully.
 * @param {{ args?: string[], extraEnv?: Record<string, string> }} [options]
 */
export async function startAppServer({ args = [], extraEnv = {} } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN, '--port', String(port), ...args], {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    // Its warnings and errors (a failed render) show in the benchmark's output.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const onExit = (/** @type {number | null} */ code) =>
      reject(new Error(`The server stopped before it listened (exit ${code}).`));
    child.once('exit', onExit);
    child.stdout.on('data', function listening(/** @type {Buffer} */ chunk) {
      output += chunk;
      if (!output.includes('Kurse is running at')) return;
      child.stdout.off('data', listening);
      child.stdout.resume();
      child.off('exit', onExit);
      resolve(undefined);
    });
  });
  const stopOnExit = () => child.kill();
  process.on('exit', stopOnExit);
  return {
    url: `http://127.0.0.1:${port}`,
    /** Ends the server and waits for it to exit. */
    stop: async () => {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
