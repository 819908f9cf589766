import { httpError, thrownError } from '@kurse/api-client';
import { describe, expect, it } from 'vitest';
import type { Settled } from './reads';
import { statusOf, statusOfSearch } from './route';

const failed = (error: ReturnType<typeof httpError>): Settled<unknown> => ({
  ok: false,
  error,
  at: 0,
});

describe('a route’s status from its main read', () => {
  it('is 200 for an answer, 404 when the API has no such thing, 503 when the API failed', () => {
    expect(statusOf({ ok: true, data: {}, at: 0 })).toBe(200);
    expect(statusOf(failed(httpError(404, undefined)))).toBe(404);
    for (const status of [500, 502, 503])
      expect(statusOf(failed(httpError(status, undefined)))).toBe(503);
    expect(statusOf(failed(thrownError(new TypeError('fetch failed'))))).toBe(503);
  });

  it('is 200 for the API’s other refusals, which the page shows as its own state', () => {
    for (const status of [400, 401, 403, 410, 429]) {
      expect(statusOf(failed(httpError(status, undefined))), String(status)).toBe(200);
    }
  });

  it('of a search is never 404: no results are an answer', () => {
    expect(statusOfSearch(failed(httpError(404, undefined)))).toBe(200);
    expect(statusOfSearch({ ok: true, data: [], at: 0 })).toBe(200);
    expect(statusOfSearch(failed(httpError(500, undefined)))).toBe(503);
    expect(statusOfSearch(failed(thrownError(new TypeError('fetch failed'))))).toBe(503);
  });
});
