import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { readAppConfig } from './config.mjs';
import { API_BODY_LIMIT } from './api-proxy.mjs';
import { createServer } from './create-server.mjs';
import { fakeApi, makeDist } from './test-fixtures.mjs';

/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** @param {Partial<import('./create-server.mjs').ServerOptions> & { apiUrl: import('./create-server.mjs').ServerOptions['apiUrl'] }} options */
async function server(options) {
  const app = await createServer({ dist: makeDist(), config: readAppConfig({}), ...options });
  cleanups.push(() => app.close());
  return app;
}

/** @param {Parameters<typeof fakeApi>[0]} handle */
async function api(handle) {
  const fake = await fakeApi(handle);
  cleanups.push(fake.close);
  return fake;
}

describe('the /api proxy', () => {
  it('passes method, path under the API root, query, headers, body and status through', async () => {
    const upstream = await api((req, res, body) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ got: body }));
    });
    const app = await server({ apiUrl: `${upstream.url}/v2/` });
    const body = '{ "email" : "anna@example.org" }';
    const answer = await app.inject({
      method: 'POST',
      url: '/api/orders/7?lang=de&x=%C3%A4',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t', cookie: 'a=1' },
      payload: body,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.json()).toEqual({ got: body });
    const [seen] = upstream.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v2/orders/7?lang=de&x=%C3%A4');
    expect(seen?.body).toBe(body);
    expect(seen?.headers.authorization).toBe('Bearer t');
    expect(seen?.headers.cookie).toBe('a=1');
    expect(seen?.headers['content-type']).toBe('application/json');
  });

  it('passes the API’s answer without compressing it again or copying its connection headers', async () => {
    const upstream = await api((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=5' });
      res.end(JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => i) }));
    });
    const app = await server({ apiUrl: upstream.url });
    const answer = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(answer.json().items).toHaveLength(500);
    expect(upstream.seen[0]?.headers['accept-encoding']).toBe('br');
  });

  it('passes other body types and the API’s error statuses as they are', async () => {
    const upstream = await api((req, res, body) => {
      const status = req.method === 'DELETE' ? 204 : req.url?.includes('fail') ? 503 : 422;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 204 ? undefined : `${req.method} ${body}`);
    });
    const app = await server({ apiUrl: `${upstream.url}/api` });
    const form = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Anna&city=K%C3%B6ln',
    });
    expect(form.statusCode).toBe(422);
    expect(form.body).toBe('PUT name=Anna&city=K%C3%B6ln');
    expect((await app.inject({ method: 'DELETE', url: '/api/profile' })).statusCode).toBe(204);
    // A 503 of the API reaches the client at once, not retried.
    expect((await app.inject('/api/fail')).statusCode).toBe(503);
    expect(upstream.seen.filter((r) => r.url === '/api/fail')).toHaveLength(1);
  });

  it('follows an API root that changes (the restarted demo backend)', async () => {
    const first = await api((_req, res) => res.end('first'));
    const second = await api((_req, res) => res.end('second'));
    let root = `${first.url}/api`;
    const app = await server({ apiUrl: () => root });
    expect((await app.inject('/api/x')).body).toBe('first');
    root = `${second.url}/api`;
    expect((await app.inject('/api/x')).body).toBe('second');
  });

  it('answers 504 as JSON when the API takes too long', async () => {
    const upstream = await api(() => {});
    const app = await server({ apiUrl: upstream.url, apiTimeoutMs: 300 });
    const answer = await app.inject('/api/slow');
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual({ status: 504, message: 'API did not answer in time' });
  });

  it('answers 502 as JSON without details when the API is down', async () => {
    const upstream = await api(() => {});
    await upstream.close();
    const app = await server({ apiUrl: `${upstream.url}/api` });
    const answer = await app.inject('/api/courses');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ status: 502, message: 'API not reachable' });
    expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
  });

  it('aborts the API request when the client goes away', async () => {
    /** @type {(value?: unknown) => void} */
    let arrived = () => {};
    const arrival = new Promise((resolve) => (arrived = resolve));
    /** @type {(value?: unknown) => void} */
    let closed = () => {};
    const closing = new Promise((resolve) => (closed = resolve));
    const upstream = await api((_req, res) => {
      res.on('close', () => closed());
      arrived();
    });
    // The server's own time limit is far beyond the test's: only the abort can close it.
    const app = await server({ apiUrl: upstream.url, apiTimeoutMs: 120_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const client = httpRequest({ port, host: '127.0.0.1', path: '/api/slow' });
    client.on('error', () => {});
    client.end();
    await arrival;
    client.destroy();
    await closing;
    // The server still answers.
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it('aborts the API request when an upload stops halfway and its client goes away', async () => {
    /** @type {(value?: unknown) => void} */
    let arrived = () => {};
    const arrival = new Promise((resolve) => (arrived = resolve));
    /** @type {(value?: unknown) => void} */
    let closed = () => {};
    const closing = new Promise((resolve) => (closed = resolve));
    // An API that sees the upload come in (the fake API answers only whole bodies).
    const upstream = createHttpServer((req, res) => {
      res.on('close', () => closed());
      req.once('data', () => arrived());
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(undefined)));
    cleanups.push(() => {
      upstream.closeAllConnections();
      return new Promise((resolve) => upstream.close(() => resolve(undefined)));
    });
    const { port: apiPort } = /** @type {import('node:net').AddressInfo} */ (upstream.address());
    const app = await server({ apiUrl: `http://127.0.0.1:${apiPort}`, apiTimeoutMs: 120_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      path: '/api/err',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 500_000 },
    });
    client.on('error', () => {});
    client.write(`{"message":"${'x'.repeat(1000)}`);
    await arrival;
    client.destroy();
    // Only the abort can close it: the server's time limit is far beyond the test's.
    await closing;
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it('refuses a body over 1 MiB with 413, declared or streamed, and passes one up to it', async () => {
    const upstream = await api((_req, res, body) =>
      res.end(JSON.stringify({ length: body.length })),
    );
    const app = await server({ apiUrl: upstream.url });
    const declared = await app.inject({
      method: 'POST',
      url: '/api/err',
      headers: { 'content-type': 'application/json' },
      payload: 'a'.repeat(API_BODY_LIMIT + 1),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ status: 413, message: 'Payload Too Large' });
    expect(upstream.seen).toHaveLength(0);

    // Chunked: no length said, the stream is cut once it passes the limit.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const streamed = await new Promise((resolve, reject) => {
      const client = httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/api/err',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          agent: false,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        },
      );
      client.on('error', reject);
      for (let i = 0; i < 20; i += 1) client.write('a'.repeat(100_000));
      client.end();
    });
    expect(streamed).toEqual({ status: 413, text: '{"status":413,"message":"Payload Too Large"}' });

    const fits = await app.inject({
      method: 'POST',
      url: '/api/err',
      headers: { 'content-type': 'application/json' },
      payload: 'a'.repeat(API_BODY_LIMIT),
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toEqual({ length: API_BODY_LIMIT });
  });

  it('limits the requests of one client', async () => {
    const upstream = await api((_req, res) => res.end('{}'));
    const app = await server({
      apiUrl: upstream.url,
      rateLimit: { max: 2, timeWindow: '1 minute' },
    });
    expect((await app.inject('/api/a')).statusCode).toBe(200);
    expect((await app.inject('/api/a')).statusCode).toBe(200);
    const refused = await app.inject('/api/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429 });
    expect(refused.headers['retry-after']).toBeDefined();
    // Pages and files are not counted.
    expect((await app.inject('/')).statusCode).toBe(200);
    expect(upstream.seen).toHaveLength(2);
  });

  it('names the client to the API in X-Forwarded-For, as far as a trusted proxy vouches', async () => {
    const upstream = await api((_req, res) => res.end('{}'));
    const app = await server({ apiUrl: upstream.url });
    const spoofed = { 'x-forwarded-for': '198.51.100.9' };
    await app.inject({ url: '/api/a', remoteAddress: '203.0.113.5', headers: spoofed });
    await app.inject({ url: '/api/a', remoteAddress: '127.0.0.1', headers: spoofed });
    await app.inject({ url: '/api/a', remoteAddress: '127.0.0.1' });
    expect(upstream.seen.map((seen) => seen.headers['x-forwarded-for'])).toEqual([
      '203.0.113.5',
      '198.51.100.9',
      '127.0.0.1',
    ]);
  });
});
