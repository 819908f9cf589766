import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_PATH_PREFIX, isSameSitePath, safeReturnAddress } from './return-address';

// The package's own code has no DOM library; the tests run in Node, whose WHATWG URL parser is
// the one browsers use to resolve a link against the page.
declare const URL: new (input: string, base: string) => { origin: string; pathname: string };

const SITE = 'https://kurse.example';
const FALLBACK = '/fallback';

/** Whether the browser would stay on the site, on a page that is no API path. */
function staysOnSite(path: string): boolean {
  const { origin, pathname } = new URL(path, SITE);
  return (
    origin === SITE &&
    !pathname.startsWith('//') &&
    !`${pathname.toLowerCase()}/`.startsWith(`${API_PATH_PREFIX}/`)
  );
}

describe('safeReturnAddress (transactions §2 New contract modal: return to the from path)', () => {
  it('keeps a path of the site as given', () => {
    for (const path of [
      '/me/contracts',
      '/schwimmschule-seepferdchen/courses/101?token=a',
      '/x/courses/1?from=%2Fy',
      '/search?term=yoga%20kids#results',
      '/',
    ]) {
      expect(safeReturnAddress(path, FALLBACK)).toBe(path);
    }
  });

  it('gives the fallback for another host, a script or a scheme', () => {
    for (const raw of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'https://evil.example',
      'HTTP://evil.example/x',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnAddress(raw, FALLBACK)).toBe(FALLBACK);
    }
  });

  it('gives the fallback when a decoding of the value leaves the site', () => {
    for (const raw of [
      '/%09/host/x', // the browser drops a tab: `//host/x`
      '/%0a/host',
      '/%0d/host',
      '/%00/host',
      '/%20/host',
      '/\t/host',
      ' /x',
      '/%2F/evil.example',
      '/%252F/evil.example', // decoded twice
      '/%5Cevil.example',
      '/a%5Cb',
      '/%E3%80%80/host', // an ideographic space
      '/..//evil.example',
      '/x/%2e%2e/%2e%2e//evil.example',
      '/50%off', // does not decode
      '/%25252525252F/host', // still changing after four decodings
    ]) {
      expect(safeReturnAddress(raw, FALLBACK)).toBe(FALLBACK);
    }
  });

  it('never returns to the API, in any case or encoding', () => {
    for (const raw of ['/api', '/api/customers/me', '/API/x', '/api?x=1', '/%61pi/x']) {
      expect(safeReturnAddress(raw, FALLBACK)).toBe(FALLBACK);
    }
    expect(safeReturnAddress('/apiary/courses/1', FALLBACK)).toBe('/apiary/courses/1');
  });

  it('answers whatever fallback the caller gives', () => {
    expect(safeReturnAddress('//evil.example', null)).toBeNull();
    expect(safeReturnAddress('/me', null)).toBe('/me');
  });

  it('property: an accepted value, and each of its decodings, stays on the site', () => {
    const fragment = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\\\\',
      '%09',
      '%0a',
      '%00',
      '%20',
      '%2F',
      '%2f',
      '%5C',
      '%25',
      '%2e',
      '.',
      '..',
      '?',
      '#',
      '@',
      ':',
      'javascript:',
      'http://',
      'https:',
      'evil.example',
      'api',
      '\t',
      '\n',
      ' ',
      '\u3000',
      '／',
      'ü',
      '😀',
    );
    const built = fc.array(fc.oneof(fragment, fc.string({ maxLength: 3 })), { maxLength: 8 });
    const candidate = fc.oneof(
      fc.string({ unit: 'binary' }),
      built.map((parts) => parts.join('')),
      built.map((parts) => `/${parts.join('')}`),
    );
    fc.assert(
      fc.property(candidate, (raw) => {
        const result = safeReturnAddress(raw, null);
        if (result === null) return;
        expect(result).toBe(raw);
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        expect(staysOnSite(result)).toBe(true);
        expect(staysOnSite(decodeURIComponent(result))).toBe(true);
        expect(isSameSitePath(result)).toBe(true);
      }),
      { numRuns: 1000, seed: 20261126 },
    );
  });
});

describe('isSameSitePath (discovery §4: the login 300 route)', () => {
  it('accepts a path of the site, the API included', () => {
    expect(isSameSitePath('/users/sign_in')).toBe(true);
    expect(isSameSitePath('/api/users/sign_in')).toBe(true);
  });

  it('refuses another host, a scheme and encoded tricks', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%09/h', '']) {
      expect(isSameSitePath(raw)).toBe(false);
    }
    expect(isSameSitePath(null)).toBe(false);
  });
});
