/**
 * What the server's tests share: a small build folder and a fake API on a free loopback port.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The fixture build's entry script (large enough to be compressed). */
export const APP_JS = '/assets/app-abc123.js';
export const APP_JS_BODY = `export const table = {${Array.from({ length: 3000 }, (_, i) => `k${i}: ${(i * 7919) % 1009}`).join(', ')}};\n`;
export const INDEX_HTML =
  '<!doctype html><html lang="de"><head><title>Kurse</title></head><body><div id="root"></div></body></html>\n';

/** A build folder: index.html, favicon, one asset with its source map. */
export function makeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'kurse-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, APP_JS.slice(1)), APP_JS_BODY);
  writeFileSync(
    join(dist, `${APP_JS.slice(1)}.map`),
    '{"version":3,"sources":["/secret/src/main.ts"]}',
  );
  return dist;
}

/**
 * @typedef {object} SeenRequest
 * @property {string} method
 * @property {string} url
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {string} body
 */

/**
 * A fake API on a free loopback port. `handle` answers; every request is recorded in `seen`.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: string) => void} handle
 */
export async function fakeApi(handle) {
  /** @type {SeenRequest[]} */
  const seen = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * @typedef {object} RawAnswer
 * @property {number} status 0 when the server closed the connection without an answer
 * @property {Record<string, string>} headers lower-case names
 * @property {string} body as sent (chunked framing included), latin1
 */

/**
 * Sends bytes as they are, as a client that does not follow the rules would (a path with raw
 * unicode or spaces, an invalid Host), on a connection of its own; resolves with the first answer
 * once the server ends the connection (send `Connection: close`).
 * @param {number} port
 * @param {string | Buffer} bytes the whole request
 * @returns {Promise<RawAnswer>}
 */
export function rawRequest(port, bytes) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may answer (a 413, a 400) and close before it has read the whole request: the
    // answer counts ('close' follows); no answer at all shows as status 0.
    socket.on('error', (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'ECONNRESET' && code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const header of lines) {
        const colon = header.indexOf(':');
        headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: end < 0 ? '' : text.slice(end + 4),
      });
    });
  });
}
