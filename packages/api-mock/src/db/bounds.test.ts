import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';
import {
  INBOX_BOUND,
  REPORT_DATA_MAX,
  SESSION_BOUND,
  appendBounded,
  cut,
  openBounded,
} from './bounds';

describe('appendBounded', () => {
  it('keeps the newest added entries and never drops what was there before', () => {
    const list = ['seed-1', 'seed-2'];
    for (let i = 1; i <= 5; i += 1) appendBounded(list, `new-${i}`, { count: 3, chars: 1000 });
    expect(list).toEqual(['seed-1', 'seed-2', 'new-3', 'new-4', 'new-5']);
  });

  it('drops the oldest added entries while their JSON is over the character bound', () => {
    const list: string[] = [];
    appendBounded(list, 'a'.repeat(40), { count: 10, chars: 100 });
    appendBounded(list, 'b'.repeat(40), { count: 10, chars: 100 });
    appendBounded(list, 'c'.repeat(40), { count: 10, chars: 100 });
    expect(list.map((s) => s[0])).toEqual(['b', 'c']);
    // The newest entry stays even when it alone is over the bound.
    appendBounded(list, 'd'.repeat(500), { count: 10, chars: 100 });
    expect(list.map((s) => s[0])).toEqual(['d']);
  });
});

describe('openBounded', () => {
  it('closes the oldest sessions it opened beyond the bound, never the others', () => {
    const sessions: Record<string, number> = { seeded: 1 };
    for (let i = 1; i <= 4; i += 1) openBounded(sessions, `tok-${i}`, i, 2);
    expect(sessions).toEqual({ seeded: 1, 'tok-3': 3, 'tok-4': 4 });
  });
});

describe('cut', () => {
  it('cuts to the limit without splitting a character', () => {
    expect(cut('abcdef', 4)).toBe('abcd');
    expect(cut('abc', 4)).toBe('abc');
    expect(cut('ab😀', 3)).toBe('ab');
  });
});

describe('what requests store is bounded', () => {
  it('keeps the newest 500 error reports, message cut at 2000 and data at 8192 characters', async () => {
    // As from many clients: one client's reports stop at the rate limit long before the bound.
    const api = tinyApi({ rateLimits: false });
    for (let i = 1; i <= INBOX_BOUND.count + 20; i += 1) {
      await call(api, 'POST', '/api/err', { body: { message: `report ${i}` } });
    }
    const reports = api.db.inbox.errorReports;
    expect(reports).toHaveLength(500);
    expect(reports[0]?.message).toBe('report 21');
    expect(reports.at(-1)?.message).toBe('report 520');
    const long = { message: 'm'.repeat(5000), data: { stack: 's'.repeat(20_000) } };
    expect((await call(api, 'POST', '/api/err', { body: long })).status).toBe(204);
    const stored = reports.at(-1);
    expect(stored?.message).toHaveLength(2000);
    expect(stored?.data).toEqual({ truncated: expect.any(String) });
    expect(String(stored?.data?.['truncated'])).toHaveLength(REPORT_DATA_MAX);
    const small = { message: 'x', data: { route: '/me' } };
    await call(api, 'POST', '/api/err', { body: small });
    expect(reports.at(-1)).toEqual(small);
  });

  it('cuts a lead’s name and e-mail at 180 and its url at 2000 characters', async () => {
    const api = tinyApi();
    const body = {
      name: 'N'.repeat(5000),
      email: `${'e'.repeat(300)}@example.org`,
      url: 'u'.repeat(9000),
    };
    const answer = await call(api, 'POST', '/api/providers/lead', { body });
    expect(answer.status).toBe(204);
    const [lead] = api.db.inbox.leads;
    expect([lead?.name?.length, lead?.email.length, lead?.url.length]).toEqual([180, 180, 2000]);
  });

  it('stores only the contract’s fields of a contact message', async () => {
    const api = tinyApi();
    const body = {
      content: 'Hallo',
      customer: { firstName: 'Gina', email: 'g@example.org', extra: 'x'.repeat(10_000) },
      extra: 'y'.repeat(10_000),
    };
    expect((await call(api, 'POST', '/api/providers/1/messages', { body })).status).toBe(204);
    expect(JSON.stringify(api.db.inbox.messages)).not.toContain('xxxx');
    expect(JSON.stringify(api.db.inbox.messages)).not.toContain('yyyy');
  });

  it('keeps the newest 1000 login sessions; seeded ones stay valid', async () => {
    const api = tinyApi();
    const login = { customer: { email: 'anna@example.org', password: 'geheim123' } };
    const first = await call(api, 'POST', '/api/customers/login', { body: login });
    const token = first.headers.get('Authorization') ?? '';
    for (let i = 0; i < SESSION_BOUND; i += 1) {
      await call(api, 'POST', '/api/customers/login', { body: login });
    }
    expect(Object.keys(api.db.sessions)).toHaveLength(SESSION_BOUND + 1);
    expect((await call(api, 'GET', '/api/customers/me', { token })).status).toBe(401);
    expect((await call(api, 'GET', '/api/customers/me', { token: ANNA_TOKEN })).status).toBe(200);
  });

  it('keeps logging out in place, so a closed session is gone', async () => {
    const api = tinyApi();
    const login = { customer: { email: 'anna@example.org', password: 'geheim123' } };
    const token = (await call(api, 'POST', '/api/customers/login', { body: login })).headers.get(
      'Authorization',
    );
    expect((await call(api, 'DELETE', '/api/customers/logout', { token })).status).toBe(204);
    expect((await call(api, 'GET', '/api/customers/me', { token })).status).toBe(401);
    expect((await call(api, 'GET', '/api/customers/me', { token: ANNA_TOKEN })).status).toBe(200);
  });
});
