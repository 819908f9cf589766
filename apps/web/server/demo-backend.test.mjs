import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { createServer } from './create-server.mjs';
import { startDemoBackend } from './demo-backend.mjs';
import { makeDist } from './test-fixtures.mjs';

/** @type {import('./demo-backend.mjs').DemoBackend} */
let demo;
/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {string[]} */
const logged = [];

/**
 * A stand-in for the demo backend (its real start takes seconds): it listens on the port it is
 * given and prints its address as the real one does.
 */
function fakeBackendBin() {
  const bin = join(makeDist(), 'fake-backend.mjs');
  writeFileSync(
    bin,
    `import { createServer } from 'node:http';
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ pid: process.pid, url: req.url }));
});
server.listen(port, '127.0.0.1', () => console.log('Demo backend at http://127.0.0.1:' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`,
  );
  return bin;
}

beforeAll(async () => {
  demo = await startDemoBackend({
    bin: fakeBackendBin(),
    firstPauseMs: 50,
    log: (line) => logged.push(line),
  });
  app = await createServer({ dist: makeDist(), apiUrl: demo.url, config: readAppConfig({}) });
});
afterAll(async () => {
  await app?.close();
  await demo?.stop();
});

/**
 * Resolves when `check` holds, trying every 50 ms.
 * @param {() => boolean | Promise<boolean>} check
 */
async function until(check) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const isAlive = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervised demo backend', () => {
  it('answers through the proxy', async () => {
    const answer = await app.inject('/api/providers/yoga-zuhause');
    expect(answer.json()).toEqual({ pid: demo.pid(), url: '/api/providers/yoga-zuhause' });
  });

  it('is started again after it is killed, and the proxy follows it', async () => {
    const before = demo.pid();
    process.kill(/** @type {number} */ (before), 'SIGKILL');
    // The new process, whatever port the system gives it (the old one is free again, so it may
    // be the same).
    await until(() => demo.pid() !== before);
    expect(logged.join('\n')).toMatch(/demo backend stopped \(SIGKILL\)/);
    const answer = await app.inject('/api/courses');
    expect(answer.json()).toEqual({ pid: demo.pid(), url: '/api/courses' });
  });

  it('stops with the server and stays stopped', async () => {
    const pid = /** @type {number} */ (demo.pid());
    await demo.stop();
    expect(isAlive(pid)).toBe(false);
    expect(demo.pid()).toBe(pid);
    expect((await app.inject('/api/courses')).statusCode).toBe(502);
  });
});
