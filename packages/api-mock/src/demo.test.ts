import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../test/harness';
import { NOW, tinyDb } from '../test/tiny-db';
import { createMockApi } from './api';
import { FIXTURES } from './seed/fixtures';
import { DEMO_PASSWORD } from './seed/customers';
import { parseArgs } from './server/cli';
import { demoModeLine, parseDemoFlag } from './server/demo-flag';
import { createMockServer } from './server/index';

const F = FIXTURES;
const login = (email: string, password: string) => ({ body: { customer: { email, password } } });
const reset = (resetPasswordToken: string, password = 'neuesPasswort') => ({
  body: { customer: { password, passwordConfirmation: password, resetPasswordToken } },
});
const HEX32 = '[0-9a-f]{32}';

describe('issued secrets are random, never serial', () => {
  it('gives two logins tokens that differ in a random part of 128 bits', async () => {
    const api = tinyApi();
    const tokens = await Promise.all(
      [1, 2].map(async () => {
        const answer = await call(api, 'POST', '/api/customers/login', {
          ...login('anna@example.org', 'geheim123'),
        });
        return answer.headers.get('Authorization') ?? '';
      }),
    );
    for (const token of tokens) expect(token).toMatch(new RegExp(`^Bearer tok_40_${HEX32}$`));
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('issues random device fingerprints, payment secrets and reset tokens', async () => {
    const api = tinyApi();
    const prints = await Promise.all(
      [1, 2].map(async () =>
        (await call(api, 'GET', '/api/customers/me')).headers.get('X-Device-Fingerprint'),
      ),
    );
    for (const print of prints) expect(print).toMatch(new RegExp(`^fp_${HEX32}$`));
    expect(prints[0]).not.toBe(prints[1]);
    const email = { body: { customer: { email: 'anna@example.org' } } };
    await call(api, 'POST', '/api/customers/password', email);
    const [first] = Object.keys(api.db.resetTokens ?? {});
    await call(api, 'POST', '/api/customers/password', email);
    const [second, more] = Object.keys(api.db.resetTokens ?? {});
    expect(first).toMatch(new RegExp(`^reset_${HEX32}$`));
    expect(second).toMatch(new RegExp(`^reset_${HEX32}$`));
    expect(second).not.toBe(first);
    // A newer request replaces the account's earlier token.
    expect(more).toBeUndefined();
  });
});

describe('issued reset tokens (discovery §2 password pages)', () => {
  it('reset the account once, within two hours, in demo mode and without it', async () => {
    for (const demo of [true, false]) {
      let now = NOW.getTime();
      const api = createMockApi({ db: tinyDb(), now: () => new Date(now), demo });
      const request = () =>
        call(api, 'POST', '/api/customers/password', {
          body: { customer: { email: 'anna@example.org' } },
        });
      await request();
      const token = Object.keys(api.db.resetTokens ?? {})[0] ?? '';
      expect((await call(api, 'PUT', '/api/customers/password', reset(token))).status).toBe(204);
      expect(
        (
          await call(
            api,
            'POST',
            '/api/customers/login',
            login('anna@example.org', 'neuesPasswort'),
          )
        ).status,
      ).toBe(200);
      // Spent: the same token again is refused.
      const again = await call(api, 'PUT', '/api/customers/password', reset(token, 'drittesPw1'));
      expect(again.body).toMatchObject({ errors: { resetPasswordToken: ['is invalid'] } });
      await request();
      const late = Object.keys(api.db.resetTokens ?? {})[0] ?? '';
      now += 2 * 3_600_000;
      expect((await call(api, 'PUT', '/api/customers/password', reset(late))).status).toBe(422);
    }
  });

  it('are not issued for an unknown address (which still answers 204)', async () => {
    const api = tinyApi();
    const answer = await call(api, 'POST', '/api/customers/password', {
      body: { customer: { email: 'who@example.org' } },
    });
    expect(answer.status).toBe(204);
    expect(api.db.resetTokens ?? {}).toEqual({});
  });
});

describe('demo mode on (the default): the fixed demo secrets work', () => {
  const api = createMockApi({ now: NOW });

  it('opens the demo customer with the pre-issued session and the README login', async () => {
    const me = await call(api, 'GET', '/api/customers/me', { token: F.sessions.demo.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: F.customers.demo.id });
    const answer = await call(api, 'POST', '/api/customers/login', {
      ...login('demo@kurse.example', DEMO_PASSWORD),
    });
    expect(answer.status).toBe(200);
  });

  it('resets with reset-<id> and lets a request choose a scenario', async () => {
    const fresh = createMockApi({ now: NOW });
    const put = await call(fresh, 'PUT', '/api/customers/password', reset('reset-1'));
    expect(put.status).toBe(204);
    const path = '/api/providers/schwimmschule-seepferdchen';
    const header = { headers: { 'X-Mock-Scenario': 'provider-not-found' } };
    expect((await call(api, 'GET', path, header)).status).toBe(404);
    const cookie = { headers: { cookie: 'kurse-scenario=provider-not-found' } };
    expect((await call(api, 'GET', path, cookie)).status).toBe(404);
  });
});

describe('demo mode off (KURSE_DEMO=0): no fixed secret opens an account', () => {
  const api = createMockApi({ now: NOW, demo: false });

  it('refuses the pre-issued session, reset-1 and the seeded accounts’ password', async () => {
    expect(api.demo).toBe(false);
    const me = await call(api, 'GET', '/api/customers/me', { token: F.sessions.demo.token });
    expect(me.status).toBe(401);
    const put = await call(api, 'PUT', '/api/customers/password', reset('reset-1'));
    expect(put.status).toBe(422);
    expect(put.body).toMatchObject({ errors: { resetPasswordToken: ['is invalid'] } });
    for (const email of ['demo@kurse.example', 'neu@kurse.example']) {
      const answer = await call(api, 'POST', '/api/customers/login', login(email, DEMO_PASSWORD));
      expect(answer.status).toBe(401);
    }
  });

  it('ignores scenarios a request names; scenarios the operator enables still answer', async () => {
    const path = '/api/providers/schwimmschule-seepferdchen';
    const header = { headers: { 'X-Mock-Scenario': 'provider-not-found' } };
    expect((await call(api, 'GET', path, header)).status).toBe(200);
    const cookie = { headers: { cookie: 'kurse-scenario=provider-not-found' } };
    expect((await call(api, 'GET', path, cookie)).status).toBe(200);
    const chosen = createMockApi({ now: NOW, demo: false, scenarios: ['provider-not-found'] });
    expect((await call(chosen, 'GET', path)).status).toBe(404);
  });

  it('keeps them off after reset()', async () => {
    const fresh = createMockApi({ now: NOW, demo: false });
    fresh.reset();
    const me = await call(fresh, 'GET', '/api/customers/me', { token: F.sessions.demo.token });
    expect(me.status).toBe(401);
  });
});

describe('the Node server’s control endpoints', () => {
  it('answer in demo mode and do not exist without it', async () => {
    for (const demo of [true, false]) {
      const server = await createMockServer({ port: 0, db: tinyDb(), now: NOW, demo });
      try {
        const list = await fetch(`${server.url}/__mock/scenarios`);
        expect(list.status).toBe(demo ? 200 : 404);
        const enable = await fetch(`${server.url}/__mock/scenarios?enable=provider-not-found`, {
          method: 'POST',
        });
        expect(enable.status).toBe(demo ? 200 : 404);
        expect(server.api.scenarios.active()).toEqual(demo ? ['provider-not-found'] : []);
        expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(
          demo ? 200 : 404,
        );
        const provider = await fetch(`${server.url}/api/providers/wasserratten`);
        expect(provider.status).toBe(200);
      } finally {
        await server.close();
      }
    }
  });
});

describe('the demo flag on the command line', () => {
  it('is on unless KURSE_DEMO or --no-demo turns it off; a typo stops the server', () => {
    expect(parseArgs([]).demo).toBeUndefined();
    expect(parseArgs([], { KURSE_DEMO: '0' }).demo).toBe(false);
    expect(parseArgs([], { KURSE_DEMO: 'off' }).demo).toBe(false);
    expect(parseArgs([], { KURSE_DEMO: '1' }).demo).toBe(true);
    expect(parseArgs(['--no-demo']).demo).toBe(false);
    expect(parseArgs(['--no-demo', '--port', '5000'])).toMatchObject({ demo: false, port: 5000 });
    expect(parseArgs(['--demo'], { KURSE_DEMO: '0' }).demo).toBe(true);
    expect(() => parseArgs([], { KURSE_DEMO: 'nein' })).toThrow(/KURSE_DEMO.*"nein"/);
    expect(parseDemoFlag(' FALSE ')).toBe(false);
    expect(parseDemoFlag('')).toBeUndefined();
  });

  it('is named in the line the server prints', () => {
    expect(demoModeLine(true)).toBe(
      'Demo mode is on: fixed demo logins and test scenarios are on; KURSE_DEMO=0 turns them off.',
    );
    expect(demoModeLine(false)).toMatch(/^Demo mode is off/);
  });
});
