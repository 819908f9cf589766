import { createApiClient, memoryStore, type ApiError } from '@kurse/api-client';
import { describe, expect, it } from 'vitest';
import { harness } from '../../core/test';
import { lookupVoucher } from './use-voucher';
import { voucherErrorCode } from './voucher-outcome';

const httpError = (status: number, code: string | null = null): ApiError => ({
  kind: 'http',
  status,
  code,
  message: null,
  fieldErrors: {},
});

const SWIM = { providerId: 1, courseId: 103 };

describe('voucherErrorCode (transactions §8 Voucher failure)', () => {
  it('gives voucher_invalid for 404 and 410, with or without the server code', () => {
    expect(voucherErrorCode(httpError(404, 'voucher_invalid'))).toBe('voucher_invalid');
    expect(voucherErrorCode(httpError(404))).toBe('voucher_invalid');
    expect(voucherErrorCode(httpError(410))).toBe('voucher_invalid');
  });

  it("keeps another answer's code when the catalogue has it, else the unknown error", () => {
    expect(voucherErrorCode(httpError(400, 'provider_not_bookable'))).toBe('provider_not_bookable');
    expect(voucherErrorCode(httpError(429, 'too_many_requests_x'))).toBe('unknown_error');
    expect(voucherErrorCode(httpError(500))).toBe('unknown_error');
  });

  it('gives the unknown error without an answer and nothing for a cancelled lookup', () => {
    const base = { status: 0, code: null, message: null, fieldErrors: {} } as const;
    expect(voucherErrorCode({ ...base, kind: 'network' })).toBe('unknown_error');
    expect(voucherErrorCode({ ...base, kind: 'cancelled' })).toBeNull();
  });
});

describe('lookupVoucher (the demo backend, transactions §5 Voucher, §7)', () => {
  it('finds a seed voucher by its trimmed code, by provider id or slug', async () => {
    const { api } = harness();
    const byId = await lookupVoucher(api, SWIM, '  SOMMER10 ');
    expect(byId).toEqual({
      ok: true,
      voucher: expect.objectContaining({ code: 'SOMMER10', unit: 'percent', value: 10 }),
    });
    const bySlug = await lookupVoucher(
      api,
      { providerId: 'schwimmschule-seepferdchen', courseId: 103 },
      'SOMMER10',
    );
    expect(bySlug).toMatchObject({ ok: true, voucher: { minBookingAmount: 30000 } });
  });

  it('answers voucher_invalid for an unknown code, another course, or non-ASCII text', async () => {
    const { api } = harness();
    const invalid = { ok: false, errorCode: 'voucher_invalid' };
    expect(await lookupVoucher(api, SWIM, 'WINTER99')).toEqual(invalid);
    expect(await lookupVoucher(api, { providerId: 1, courseId: 121 }, 'SOMMER10')).toEqual(invalid);
    expect(await lookupVoucher(api, SWIM, 'Grüße/+?')).toEqual(invalid);
  });

  it('answers the unknown error when no answer arrives', async () => {
    const offline = createApiClient({
      baseUrl: 'http://kurse.test/api',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      tokenStore: memoryStore(),
      fingerprintStore: memoryStore(),
    });
    expect(await lookupVoucher(offline, SWIM, 'SOMMER10')).toEqual({
      ok: false,
      errorCode: 'unknown_error',
    });
  });

  it('resolves null for a cancelled lookup (fetch rejects once the signal aborts)', async () => {
    const { mock } = harness();
    const api = createApiClient({
      baseUrl: 'http://kurse.test/api',
      fetch: (request) =>
        request.signal.aborted
          ? Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
          : mock.fetch(request),
      tokenStore: memoryStore(),
      fingerprintStore: memoryStore(),
    });
    const controller = new AbortController();
    expect(await lookupVoucher(api, SWIM, 'SOMMER10', controller.signal)).toMatchObject({
      ok: true,
    });
    controller.abort();
    expect(await lookupVoucher(api, SWIM, 'SOMMER10', controller.signal)).toBeNull();
  });
});
