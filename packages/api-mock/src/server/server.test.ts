import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../api';
import { NOW, tinyDb } from '../../test/tiny-db';
import { runningClock } from '../context';
import { parseArgs } from './cli';
import { createMockServer, createNodeRequestHandler, handleNodeRequest } from './index';
import type { MockServer } from './index';

let server: MockServer;
beforeAll(async () => {
  server = await createMockServer({ port: 0, db: tinyDb(), now: NOW });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('the Node server', () => {
  it('serves the handlers on loopback, fingerprinting the profile calls', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await get('/api/providers/wasserratten');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 1, slug: 'wasserratten' });
    expect(response.headers.has('x-device-fingerprint')).toBe(false);
    const me = await get('/api/customers/me');
    expect(me.status).toBe(401);
    expect(me.headers.get('x-device-fingerprint')).toMatch(/^fp_/);
  });

  it('passes request bodies and answers headers', async () => {
    const response = await get('/api/customers/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: { email: 'anna@example.org', password: 'geheim123' } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('answers 404 JSON for unknown paths, inside and outside /api', async () => {
    for (const path of ['/api/nope', '/elsewhere']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    }
  });

  it('serves the pixel as a GIF', async () => {
    const response = await get('/api/pixel.gif?b=1&ts=5');
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect((await response.arrayBuffer()).byteLength).toBe(42);
  });

  it('turns a network-error scenario into a dropped connection', async () => {
    await expect(
      get('/api/bookings', {
        method: 'POST',
        headers: { 'X-Mock-Scenario': 'booking-no-response' },
        body: '{}',
      }),
    ).rejects.toThrow();
  });

  it('forces scenarios by cookie', async () => {
    const response = await get('/api/customers/login', {
      method: 'POST',
      headers: { Cookie: 'kurse-scenario=login-redirect' },
      body: '{}',
    });
    expect(response.status).toBe(300);
  });
});

describe('control endpoints', () => {
  it('lists, enables, disables and clears scenarios', async () => {
    const list = await (await get('/__mock/scenarios')).json();
    expect(list.active).toEqual([]);
    expect(list.scenarios).toContainEqual(
      expect.objectContaining({ name: 'login-failed', operations: ['loginCustomer'], answer: 401 }),
    );
    const enabled = await get('/__mock/scenarios', {
      method: 'POST',
      body: JSON.stringify({ enable: ['provider-not-found', 'login-failed'] }),
    });
    expect(await enabled.json()).toEqual({ active: ['provider-not-found', 'login-failed'] });
    expect((await get('/api/providers/1')).status).toBe(404);
    await get('/__mock/scenarios?disable=login-failed', { method: 'POST' });
    expect(server.api.scenarios.active()).toEqual(['provider-not-found']);
    expect(await (await get('/__mock/scenarios', { method: 'DELETE' })).json()).toEqual({
      active: [],
    });
    expect((await get('/api/providers/1')).status).toBe(200);
  });

  it('refuses unknown scenario names and unknown control paths', async () => {
    const bad = await get('/__mock/scenarios', {
      method: 'POST',
      body: JSON.stringify({ name: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Unknown mock scenario: nope' });
    expect((await get('/__mock/what')).status).toBe(404);
  });

  it('resets the database', async () => {
    await get('/api/forwarded?slug=x');
    expect(server.api.db.inbox.forwarded).toEqual(['x']);
    expect((await get('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect(server.api.db.inbox.forwarded).toEqual([]);
  });
});

describe('createNodeRequestHandler', () => {
  it('answers /api paths and leaves the rest to the host server', async () => {
    const handle = createNodeRequestHandler(createMockApi({ db: tinyDb(), now: NOW }));
    const host = createServer((req, res) => {
      void handle(req, res).then((handled) => {
        if (!handled) res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>app</html>');
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${origin}/me`)).text()).toBe('<html>app</html>');
      expect((await fetch(`${origin}/api/terms`)).status).toBe(200);
    } finally {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});

describe('parseArgs', () => {
  it('reads port, host and scenarios from flags and the environment', () => {
    expect(parseArgs([])).toEqual({ port: 4010, host: '127.0.0.1', scenarios: [] });
    expect(
      parseArgs(['--port', '5000', '--host=0.0.0.0', '--scenario', 'a,b', '--verbose']),
    ).toEqual({
      port: 5000,
      host: '0.0.0.0',
      scenarios: ['a', 'b'],
    });
    expect(parseArgs([], { PORT: '4100' }).port).toBe(4100);
    expect(() => parseArgs(['--port', 'x'])).toThrow(/Invalid port/);
  });

  it('reads where the clock starts from --now or KURSE_DEMO_NOW, and refuses a non-date', () => {
    expect(parseArgs(['--now', '2027-02-24T09:00:00+01:00']).now?.toISOString()).toBe(
      '2027-02-24T08:00:00.000Z',
    );
    expect(parseArgs([], { KURSE_DEMO_NOW: '2027-02-24' }).now?.toISOString()).toBe(
      '2027-02-24T00:00:00.000Z',
    );
    expect(parseArgs([]).now).toBeUndefined();
    expect(() => parseArgs([], { KURSE_DEMO_NOW: 'tomorrow' })).toThrow(/KURSE_DEMO_NOW/);
    expect(() => parseArgs(['--now=2027-13-45'])).toThrow(/KURSE_DEMO_NOW/);
  });
});

describe('runningClock', () => {
  it('starts at the given time and moves on with the system clock', () => {
    let system = Date.parse('2026-11-26T10:00:00Z');
    const clock = runningClock(new Date('2027-02-24T09:00:00Z'), () => system);
    expect(clock().toISOString()).toBe('2027-02-24T09:00:00.000Z');
    system += 90_000;
    expect(clock().toISOString()).toBe('2027-02-24T09:01:30.000Z');
  });
});

describe('handleNodeRequest', () => {
  it('serves the seeded demo backend and leaves other paths alone', async () => {
    const host = createServer((req, res) => {
      void handleNodeRequest(req, res).then((handled) => {
        if (!handled) res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/api/providers/schwimmschule-seepferdchen`)).status).toBe(200);
      expect((await fetch(`${origin}/index.html`)).status).toBe(204);
    } finally {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
