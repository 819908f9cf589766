import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, tinyDb } from '../../test/tiny-db';
import { RATE_LIMITS } from '../db/limits';
import { clientAddress } from './client-address';
import { createMockServer } from './index';
import type { MockServer } from './index';

/** A request from `peer` with the given `X-Forwarded-For`. */
const from = (peer: string | undefined, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('the client address', () => {
  it('is the peer, whatever another machine says it forwards', () => {
    expect(clientAddress(from('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(from('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(clientAddress(from('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(from(undefined))).toBe('unknown');
  });

  it('is the address the local proxy added last when the peer is this machine', () => {
    expect(clientAddress(from('127.0.0.1', '198.51.100.1'))).toBe('198.51.100.1');
    expect(clientAddress(from('::1', '10.0.0.9, 198.51.100.1'))).toBe('198.51.100.1');
    expect(clientAddress(from('::ffff:127.0.0.1', ['10.0.0.9', '2001:db8::1']))).toBe(
      '2001:db8::1',
    );
  });

  it('stays the peer when the forwarded value is no address', () => {
    expect(clientAddress(from('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(from('127.0.0.1', 'unknown'))).toBe('127.0.0.1');
    expect(clientAddress(from('127.0.0.1', '198.51.100.1, '))).toBe('127.0.0.1');
  });
});

describe('the Node server counts limits per forwarded client', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await createMockServer({ port: 0, db: tinyDb(), now: NOW });
  });
  afterAll(() => server.close());

  const report = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/err`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ message: 'Fehler' }),
    });

  it('refuses one client over its limit, not another, and ignores a sent X-Mock-Client', async () => {
    const max = RATE_LIMITS.find((l) => l.operation === 'reportError')?.max ?? 0;
    const first = { 'X-Forwarded-For': '198.51.100.1' };
    for (let i = 0; i < max; i += 1) expect((await report(first)).status).toBe(204);
    const refused = await report({ ...first, 'X-Mock-Client': '198.51.100.2' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((await report({ 'X-Forwarded-For': '198.51.100.2' })).status).toBe(204);
  });
});
