import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiError } from './result';
import { empty, fakeFetch, json } from './test/fake-fetch';

const baseUrl = 'http://api.test/api';
const provider = { path: { id: 'yoga' } };

async function failure(promise: Promise<{ ok: boolean; error?: ApiError }>): Promise<ApiError> {
  const result = await promise;
  if (result.ok || !result.error) throw new Error('expected a failure');
  return result.error;
}

describe('outcome of an answered call (discovery §8, transactions §8)', () => {
  it('answers ok with the parsed body and the response', async () => {
    const fake = fakeFetch(json(200, { id: 1, slug: 'yoga' }));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    const result = await api.GET('/providers/{id}', { params: provider });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.slug).toBe('yoga');
      expect(result.response.status).toBe(200);
    }
  });

  it('answers ok with undefined data for 204', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(empty(204)).fetch });
    const result = await api.DELETE('/customers/logout');
    expect(result).toMatchObject({ ok: true, data: undefined });
  });

  it('normalises an error body: status from the answer, code, message, no field errors', async () => {
    const body = { status: 404, message: 'Not found' };
    const api = createApiClient({ baseUrl, fetch: fakeFetch(json(404, body)).fetch });
    const result = await api.GET('/providers/{id}', { params: provider });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.response?.status).toBe(404);
    expect(await failure(api.GET('/providers/{id}', { params: provider }))).toEqual({
      kind: 'http',
      status: 404,
      code: null,
      message: 'Not found',
      fieldErrors: {},
    });
  });

  it('turns snake_case field-error keys into camelCase', async () => {
    const body = {
      status: 422,
      code: 'customer_data_invalid',
      errors: {
        postal_code: ["can't be blank"],
        first_name: ['is too long'],
        email: ['is invalid'],
      },
    };
    const api = createApiClient({ baseUrl, fetch: fakeFetch(json(422, body)).fetch });
    const error = await failure(
      api.POST('/customers/signup', {
        body: { customer: { firstName: 'A', lastName: 'B', email: 'x', password: 'p' } },
      }),
    );
    expect(error).toEqual({
      kind: 'http',
      status: 422,
      code: 'customer_data_invalid',
      message: null,
      fieldErrors: {
        postalCode: ["can't be blank"],
        firstName: ['is too long'],
        email: ['is invalid'],
      },
    });
  });

  it('unwraps the productContract (and customer) field errors of contract creation', async () => {
    const body = {
      status: 422,
      productContract: { participant_name: ["can't be blank"] },
      customer: { email: ['has already been taken'] },
    };
    const api = createApiClient({ baseUrl, fetch: fakeFetch(json(422, body)).fetch });
    const error = await failure(
      api.POST('/customers/product_contracts/', {
        body: {
          productContract: { productId: 12, participantName: '' },
          customer: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.org' },
        },
      }),
    );
    expect(error.fieldErrors).toEqual({
      participantName: ["can't be blank"],
      email: ['has already been taken'],
    });
  });

  it('keeps status but no code or message when the error body is not JSON', async () => {
    const answer = new Response('<h1>Bad gateway</h1>', { status: 502 });
    const api = createApiClient({ baseUrl, fetch: fakeFetch(answer).fetch });
    expect(await failure(api.GET('/providers/{id}', { params: provider }))).toEqual({
      kind: 'http',
      status: 502,
      code: null,
      message: null,
      fieldErrors: {},
    });
  });

  it('exposes the flagged login 300 as a redirect with route and token (discovery §4)', async () => {
    const answer = json(300, { route: '/users/sign_in', token: '8f1e6c2a0b' });
    const api = createApiClient({ baseUrl, fetch: fakeFetch(answer).fetch });
    const error = await failure(
      api.POST('/customers/login', { body: { customer: { email: 'a@b.de', password: 'p' } } }),
    );
    expect(error).toEqual({
      kind: 'redirect',
      status: 300,
      code: null,
      message: null,
      fieldErrors: {},
      route: '/users/sign_in',
      token: '8f1e6c2a0b',
    });
  });

  it('treats a 300 without route and token as an ordinary HTTP error', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch(json(300, { route: '/x' })).fetch });
    const error = await failure(
      api.POST('/customers/login', { body: { customer: { email: 'a@b.de', password: 'p' } } }),
    );
    expect(error.kind).toBe('http');
  });
});
