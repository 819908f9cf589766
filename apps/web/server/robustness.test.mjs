import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { createServer } from './create-server.mjs';
import { makeDist } from './test-fixtures.mjs';

/** @type {import('fastify').FastifyInstance} */
let app;
let port = 0;

beforeAll(async () => {
  app = await createServer({
    dist: makeDist(),
    apiUrl: 'http://127.0.0.1:9/api',
    config: readAppConfig({}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
});
afterAll(() => app.close());

/**
 * Sends raw bytes, as a client that does not follow the rules would; resolves with the answer.
 * @param {string} head the request line and headers, without the final blank line
 * @returns {Promise<{ status: number, text: string }>}
 */
function raw(head) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      // One answer is enough (keep-alive would hold the socket open).
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers)?.[1];
      if (length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) {
        socket.destroy();
        resolve({ status: Number(text.slice(9, 12)), text });
      }
    });
    socket.on('end', () => resolve({ status: Number(text.slice(9, 12)), text }));
    socket.on('error', reject);
  });
}

const get = (/** @type {string} */ path) => raw(`GET ${path} HTTP/1.1\r\nHost: x`);

describe('a request that breaks the rules', () => {
  const cases = [
    ['a lone percent sign', () => get('/%')],
    ['a broken UTF-8 escape', () => get('/%E0%A4%A')],
    ['a broken escape under /api', () => get('/api/%zz')],
    ['a null byte', () => get('/favicon.svg%00.js')],
    ['a path out of the folder', () => get('/../../../etc/passwd')],
    ['an encoded path out of the folder', () => get('/assets/..%2f..%2fpackage.json')],
    ['a very long URL', () => get(`/${'a'.repeat(20_000)}`)],
    ['an unknown method', () => raw('BREW / HTTP/1.1\r\nHost: x')],
    [
      'a method pages do not take',
      () => raw('PUT /search HTTP/1.1\r\nHost: x\r\nContent-Length: 0'),
    ],
    ['huge headers', () => raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(70_000)}`)],
    ['no request line at all', () => raw('\u0000\u0001garbage')],
    ['a Host with a space', () => raw('GET / HTTP/1.1\r\nHost: a b')],
    ['a Host that is a bracket', () => raw('GET / HTTP/1.1\r\nHost: [')],
    ['a Host with a path', () => raw('GET /api/providers/x HTTP/1.1\r\nHost: x/y')],
    ['a Host with a user', () => raw('GET / HTTP/1.1\r\nHost: user@x')],
    ['a Host with a port out of range', () => raw('GET / HTTP/1.1\r\nHost: a:999999')],
  ];
  for (const [name, send] of cases) {
    it(`gets a short 4xx answer without internals: ${name}`, async () => {
      const { status, text } = await /** @type {() => ReturnType<typeof raw>} */ (send)();
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      const body = text.split('\r\n\r\n')[1] ?? '';
      expect(body.length).toBeLessThan(200);
      expect(body).not.toMatch(/\/work|\/tmp|node_modules|at .*\.m?js|Error:/);
      // The server is still up.
      expect((await get('/favicon.svg')).status).toBe(200);
    });
  }

  it('never reads a file outside the build', async () => {
    for (const path of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
      const { text } = await get(path);
      expect(text, path).not.toContain('"name"');
    }
  });
});
