import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './create-server.mjs';
import { precompress } from './precompress.mjs';
import { readAppConfig } from './config.mjs';
import { APP_JS, APP_JS_BODY, INDEX_HTML, makeDist } from './test-fixtures.mjs';

/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {string[]} */
const rendered = [];

beforeAll(async () => {
  app = await createServer({
    dist: makeDist(),
    apiUrl: 'http://127.0.0.1:9/api',
    config: readAppConfig({}),
  });
});
afterAll(() => app.close());

describe('the build’s files', () => {
  it('serves the hashed assets as immutable for a year', async () => {
    const answer = await app.inject(APP_JS);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body).toBe(APP_JS_BODY);
  });

  it('revalidates the other files on every use', async () => {
    const answer = await app.inject('/favicon.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('never serves a source map', async () => {
    for (const path of [`${APP_JS}.map`, '/favicon.svg.map', '/anything.map']) {
      const answer = await app.inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('answers a missing asset with a real 404, not the app', async () => {
    for (const path of ['/assets/gone-123.js', '/assets/', '/assets/sub/x.css']) {
      const answer = await app.inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/plain/);
      expect(answer.body).toBe('Not found');
    }
  });
});

describe('the app page', () => {
  it('answers every other GET and HEAD path with index.html, revalidated', async () => {
    for (const path of [
      '/',
      '/search?q=yoga',
      '/yoga-zuhause/courses/7',
      '/index.html',
      '/a/b/c/d',
    ]) {
      const answer = await app.inject(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toBe(INDEX_HTML);
    }
    const head = await app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('refuses other methods on pages with 405', async () => {
    const answer = await app.inject({ method: 'POST', url: '/search', payload: 'x=1' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('goes through the one render function given, the card preview too', async () => {
    const custom = await createServer({
      dist: makeDist(),
      apiUrl: 'http://127.0.0.1:9/api',
      config: readAppConfig({}),
      render: (request, reply) => {
        rendered.push(request.url);
        return reply.type('text/html').send(`<p>${request.url}</p>`);
      },
    });
    try {
      for (const path of ['/', '/loves/3', '/yoga-zuhause/courses/7/course-card-preview']) {
        const answer = await custom.inject(path);
        expect(answer.body).toBe(`<p>${path}</p>`);
      }
      expect((await custom.inject(APP_JS)).body).toBe(APP_JS_BODY);
      expect((await custom.inject('/assets/gone.js')).statusCode).toBe(404);
      expect(rendered).toEqual(['/', '/loves/3', '/yoga-zuhause/courses/7/course-card-preview']);
    } finally {
      await custom.close();
    }
  });
});

describe('compression', () => {
  it('sends brotli when the client takes it, gzip otherwise, plain without either', async () => {
    for (const path of [APP_JS, '/']) {
      const expected = path === '/' ? INDEX_HTML : APP_JS_BODY;
      const br = await app.inject({
        url: path,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

      const gzip = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);

      const plain = await app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body).toBe(expected);
    }
  });
});

describe('precompressed assets', () => {
  it('are written beside the assets and sent instead of compressing again', async () => {
    const dist = makeDist();
    expect(await precompress(dist)).toBe(1);
    const file = join(dist, APP_JS.slice(1));
    expect(existsSync(`${file}.map.br`)).toBe(false);
    const served = await createServer({
      dist,
      apiUrl: 'http://127.0.0.1:9/api',
      config: readAppConfig({}),
    });
    try {
      const br = await served.inject({ url: APP_JS, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Quality 11 (the file) compresses better than the on-the-fly quality 4.
      const onTheFly = await app.inject({ url: APP_JS, headers: { 'accept-encoding': 'br' } });
      expect(br.rawPayload.length).toBeLessThan(onTheFly.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS_BODY);
      const gz = await served.inject({ url: APP_JS, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS_BODY);
    } finally {
      await served.close();
    }
  });
});
