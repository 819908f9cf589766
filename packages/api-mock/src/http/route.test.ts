import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';
import { ROUTE_TABLE } from '../handlers';
import { mswPaths } from './route';

describe('mswPaths', () => {
  it('turns {param} into :param', () => {
    expect(mswPaths('/providers/{id}/courses/{courseId}/vouchers/{code}')).toEqual([
      '/providers/:id/courses/:courseId/vouchers/:code',
    ]);
  });

  it('answers a trailing-slash path also without the slash', () => {
    expect(mswPaths('/search/all/')).toEqual(['/search/all/', '/search/all']);
    expect(mswPaths('/courses')).toEqual(['/courses']);
  });
});

describe('route handlers', () => {
  it('answers the trailing-slash search paths with and without the slash', async () => {
    const api = tinyApi();
    for (const path of ['/api/search/all/', '/api/search/all', '/api/search/courses']) {
      expect((await call(api, 'GET', path)).status).toBe(200);
    }
    const create = await call(api, 'POST', '/api/customers/product_contracts', {
      body: { productContract: { productId: 999, participantName: 'Mia' }, customer: {} },
    });
    expect(create.status).toBe(404);
  });

  it('registers literal paths before templated ones', async () => {
    const api = tinyApi();
    const preview = await call(api, 'GET', '/api/providers/preview?url=wasserratten.example');
    expect(preview.body).toMatchObject({ slug: 'wasserratten' });
    const reset = await call(api, 'PUT', '/api/customers/password', {
      body: {
        customer: { password: 'kurz', passwordConfirmation: 'kurz', resetPasswordToken: 'x' },
      },
    });
    expect(reset.status).toBe(422);
    expect(reset.body).toMatchObject({ errors: { password: [expect.any(String)] } });
    const auth = await call(api, 'POST', '/api/bookings/authorize', {
      body: { eventId: 11, password: 'x' },
    });
    expect(auth.status).toBe(204);
    const order = ROUTE_TABLE.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('put /customers/password')).toBeLessThan(
      order.indexOf('put /customers/{id}'),
    );
    expect(order.indexOf('get /providers/preview')).toBeLessThan(
      order.indexOf('get /providers/{id}'),
    );
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const answer = await call(tinyApi(), 'GET', '/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: 404, message: 'Not found' });
  });

  it('echoes the device fingerprint, or issues one, on fingerprint operations only', async () => {
    const api = tinyApi();
    const echoed = await call(api, 'GET', '/api/customers/me', { fingerprint: 'fp_mine' });
    expect(echoed.headers.get('X-Device-Fingerprint')).toBe('fp_mine');
    const issued = await call(api, 'GET', '/api/customers/me');
    const again = await call(api, 'GET', '/api/customers/me');
    expect(issued.headers.get('X-Device-Fingerprint')).toMatch(/^fp_/);
    expect(again.headers.get('X-Device-Fingerprint')).not.toBe(
      issued.headers.get('X-Device-Fingerprint'),
    );
    const other = await call(api, 'GET', '/api/terms', { fingerprint: 'fp_mine' });
    expect(other.headers.has('X-Device-Fingerprint')).toBe(false);
  });

  it('reads the session from the Authorization header with or without Bearer', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/customers/me', { token: ANNA_TOKEN })).status).toBe(200);
    expect(
      (await call(api, 'GET', '/api/customers/me', { token: `Bearer ${ANNA_TOKEN}` })).status,
    ).toBe(200);
    expect((await call(api, 'GET', '/api/customers/me', { token: 'Bearer nope' })).status).toBe(
      401,
    );
  });

  it('refuses a body that is not JSON (400) or not sent as JSON (415) before the handler', async () => {
    const api = tinyApi();
    const login = (body: string, type?: string) =>
      api.fetch('/api/customers/login', {
        method: 'POST',
        body,
        headers: type ? { 'Content-Type': type } : {},
      });
    const broken = await login('{nope', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      status: 400,
      message: 'The request body is not valid JSON.',
    });
    const text = await login('{"customer":{}}', 'text/plain');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ status: 415 });
    expect((await login('email=a', 'application/x-www-form-urlencoded')).status).toBe(415);
    // Without a Content-Type (bytes get none), and as another JSON media type, it is read.
    const bytes = new TextEncoder().encode('{"customer":{"email":1}}');
    const bare = await api.fetch('/api/customers/login', { method: 'POST', body: bytes });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ errors: { email: ['is invalid'] } });
    expect((await login('{}', 'application/vnd.api+json; charset=utf-8')).status).toBe(401);
    // An empty body is no body: the handler answers as for missing fields.
    expect((await login('', 'text/plain')).status).toBe(401);
  });

  it('serves handlers under an absolute base', async () => {
    const api = tinyApi({ base: 'http://127.0.0.1:4999/api' });
    const answer = await call(api, 'GET', '/api/providers/wasserratten');
    expect(answer.status).toBe(200);
  });

  it('works with setupServer in Node under an absolute base', async () => {
    const server = setupServer(...tinyApi({ base: 'http://api.test/api' }).handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const response = await fetch('http://api.test/api/search/courses?limit=2');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ meta: { totalCount: 3, limit: 2 } });
    } finally {
      server.close();
    }
  });
});
