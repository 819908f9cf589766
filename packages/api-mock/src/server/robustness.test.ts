/**
 * The Node server never crashes and never tells its internals, through the real server on a free
 * port: targets and Host headers it cannot read, bodies over 1 MiB, bodies that are not JSON or
 * not sent as JSON, bodies of the wrong types, and exceptions in handlers.
 */
import { http } from 'msw';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawGet, rawRequest } from '../../test/raw-http';
import { NOW, tinyDb } from '../../test/tiny-db';
import { createMockApi } from '../api';
import { createMockServer, createNodeRequestHandler, MAX_BODY_BYTES } from './index';
import type { MockServer } from './index';

let server: MockServer;
let port = 0;
beforeAll(async () => {
  server = await createMockServer({ port: 0, db: tinyDb(), now: NOW });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const post = (path: string, body: BodyInit, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

/** The server still answers a plain request. */
async function expectAlive(): Promise<void> {
  const response = await fetch(`${server.url}/api/terms`);
  expect(response.status).toBe(200);
}

describe('targets and Host headers it cannot read', () => {
  it.each(['a b', '[', 'a:999999', '%', 'user@host', 'a/b'])(
    'answers 400 JSON to Host %j and keeps running',
    async (host) => {
      const answer = await rawGet(port, '/api/posts', host);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        status: 400,
        message: 'Bad request: the URL or Host cannot be read.',
      });
      await expectAlive();
    },
  );

  it('reads //[ as a path (404 JSON), and answers 400 to paths and targets it cannot read', async () => {
    const slashes = await rawGet(port, '//[', '127.0.0.1');
    expect(slashes.status).toBe(404);
    expect(JSON.parse(slashes.body)).toEqual({ status: 404, message: 'Not found' });
    for (const target of ['/api/providers/%', '/api/providers/%E0%A4%A', 'http://x/api/terms']) {
      const answer = await rawGet(port, target, '127.0.0.1');
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 400 });
    }
    await expectAlive();
  });

  it('serves an IPv6 Host and a request without Host (HTTP/1.0)', async () => {
    expect((await rawGet(port, '/api/terms', `[::1]:${port}`)).status).toBe(200);
    expect((await rawRequest(port, 'GET /api/terms HTTP/1.0')).status).toBe(200);
  });

  it('answers requests Node cannot parse with JSON too', async () => {
    const line = await rawRequest(port, 'GET /a b c HTTP/1.1\r\nHost: x');
    expect(line.status).toBe(400);
    expect(JSON.parse(line.body)).toEqual({ status: 400, message: 'Bad Request' });
    // Fetch refuses TRACE; Node passes it on.
    const trace = 'TRACE /api/terms HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close';
    expect((await rawRequest(port, trace)).status).toBe(400);
    await expectAlive();
  });
});

describe('bodies over 1 MiB', () => {
  it('answers 413 to a 2 MB body, keeps nothing and still answers afterwards', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * MAX_BODY_BYTES) });
    const response = await post('/api/err', big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 413,
      message: 'The request body is larger than 1048576 bytes.',
    });
    expect(server.api.db.inbox.errorReports).toEqual([]);
    await expectAlive();
  });

  it('stops reading a chunked body at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(100_000));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 15; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const init = { method: 'POST', body, duplex: 'half' } as RequestInit;
    const response = await fetch(`${server.url}/api/err`, init);
    expect(response.status).toBe(413);
    await expectAlive();
  });

  it('answers 20 × 10 MB error reports with 413 before their bodies arrive, storing nothing', async () => {
    const head =
      'POST /api/err HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${10 * 1024 * 1024}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rawRequest(port, head, '{"message":"')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(server.api.db.inbox.errorReports).toEqual([]);
    await expectAlive();
  });

  it('takes a body of exactly 1 MiB', async () => {
    const message = 'x'.repeat(MAX_BODY_BYTES - '{"message":""}'.length);
    const response = await post('/api/err', JSON.stringify({ message }));
    expect(response.status).toBe(204);
    expect(server.api.db.inbox.errorReports.at(-1)?.message).toHaveLength(2000);
    server.api.reset();
  });
});

describe('bodies that are not JSON, or not of the contract', () => {
  it('answers 400 to JSON that does not parse and 415 to another media type', async () => {
    const broken = await post('/api/customers/login', '{"customer":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    const form = await post(
      '/api/providers/lead',
      'email=a@b.de',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ status: 415 });
    expect(server.api.db.inbox.leads).toEqual([]);
  });

  it('refuses a login with a number as e-mail without internals, and opens no session', async () => {
    const sessions = Object.keys(server.api.db.sessions).length;
    const response = await post('/api/customers/login', '{"customer":{"email":123}}');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/trim|is not a function|TypeError/);
    expect(JSON.parse(text)).toEqual({
      status: 400,
      message: 'Please check your details.',
      errors: { email: ['is invalid'], password: ["can't be blank"] },
    });
    expect(Object.keys(server.api.db.sessions)).toHaveLength(sessions);
  });

  it('stores no body of the wrong types: lead, report, sign-up, waiting list', async () => {
    const customers = server.api.db.customers.length;
    const cases: [string, unknown, number][] = [
      ['/api/providers/lead', { name: 5, email: 'a@b.de', url: 'x.example' }, 422],
      ['/api/err', { message: 'Boom', data: 'not an object' }, 400],
      [
        '/api/customers/signup',
        { customer: { firstName: ['A'], lastName: 'B', email: 'c@d.de', password: 'geheim123' } },
        422,
      ],
      ['/api/providers/1/applicants', { eventId: '11', applicant: { participantCount: 1 } }, 422],
    ];
    for (const [path, body, status] of cases) {
      const response = await post(path, JSON.stringify(body));
      expect(response.status, path).toBe(status);
      expect(await response.json()).toMatchObject({ status, errors: expect.any(Object) });
    }
    expect(server.api.db.inbox.leads).toEqual([]);
    expect(server.api.db.inbox.errorReports).toEqual([]);
    expect(server.api.db.customers).toHaveLength(customers);
    expect(server.api.db.applications).toEqual(tinyDb().applications);
  });
});

describe('unexpected exceptions', () => {
  it('answers 500 with a generic message from a failing handler and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createMockApi({ db: tinyDb(), now: NOW });
    Object.defineProperty(api.db, 'providers', {
      get: () => {
        throw new TypeError('secret detail at /work/x.ts:1:2');
      },
    });
    const response = await api.fetch('/api/providers/1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal error' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('answers 500 from the Node server when the request handling itself throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createMockApi({ db: tinyDb(), now: NOW });
    const failing = {
      ...api,
      base: api.base,
      handlers: [
        http.get('http://localhost/api/boom', () => {
          throw new Error('secret detail');
        }),
      ],
    };
    const handle = createNodeRequestHandler(failing);
    const host = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await rawGet((host.address() as AddressInfo).port, '/api/boom', 'localhost');
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({ status: 500, message: 'Internal error' });
      expect(log).toHaveBeenCalled();
    } finally {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
