import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fakeFetch, json } from './test/fake-fetch';
import { encodeVoucherCode, voucherPathSegment } from './voucher';

const baseUrl = 'http://api.test/api';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('voucher code in the path (transactions §7; contract parameter `code`)', () => {
  it('is base64 of the trimmed code, percent-encoded (the contract example)', () => {
    expect(encodeVoucherCode('  SOMMER10 ')).toBe('U09NTUVSMTA=');
    expect(voucherPathSegment('SOMMER10')).toBe('U09NTUVSMTA%3D');
  });

  it('encodes UTF-8, not Latin-1 or UTF-16', () => {
    for (const code of ['GRÜßE-2026', 'Ärger€', '夏10', '🎉PARTY']) {
      expect(encodeVoucherCode(code)).toBe(base64(code));
    }
  });

  it('percent-encodes /, + and =', () => {
    expect(encodeVoucherCode('???')).toBe('Pz8/');
    expect(voucherPathSegment('???')).toBe('Pz8%2F');
    expect(encodeVoucherCode('>>>?')).toBe('Pj4+Pw==');
    expect(voucherPathSegment('>>>?')).toBe('Pj4%2BPw%3D%3D');
  });
});

describe('getVoucher', () => {
  it('requests the encoded segment once and answers the voucher', async () => {
    const voucher = { code: 'SOMMER10', unit: 'percent', value: 10, minBookingAmount: 2000 };
    const fake = fakeFetch(json(200, voucher));
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    const result = await api.getVoucher({ providerId: 'yoga', courseId: 3, code: ' >>>? ' });
    expect(fake.last().request.url).toBe(
      'http://api.test/api/providers/yoga/courses/3/vouchers/Pj4%2BPw%3D%3D',
    );
    expect(result.ok && result.data.unit).toBe('percent');
  });

  it('answers 404 and 410 as HTTP errors (transactions §8 Voucher failure)', async () => {
    const fake = fakeFetch(
      json(404, { status: 404, code: 'voucher_invalid' }),
      json(410, { status: 410, code: 'voucher_invalid' }),
    );
    const api = createApiClient({ baseUrl, fetch: fake.fetch });
    const lookup = { providerId: 5, courseId: 3, code: 'X' };
    const statuses = [await api.getVoucher(lookup), await api.getVoucher(lookup)].map((r) =>
      r.ok ? 200 : r.error.status,
    );
    expect(statuses).toEqual([404, 410]);
  });

  it('passes the signal on', async () => {
    const api = createApiClient({ baseUrl, fetch: fakeFetch('hang').fetch });
    const result = await api.getVoucher({
      providerId: 5,
      courseId: 3,
      code: 'X',
      signal: AbortSignal.abort(),
    });
    expect(result.ok ? 'ok' : result.error.kind).toBe('cancelled');
  });
});
