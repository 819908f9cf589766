/**
 * openapi-fetch middleware: session token, device fingerprint and cache-busting.
 * Spec: discovery §4 User session, §6, §7; contract conventions "Session", "Device fingerprint",
 * "Cache-busting".
 */
import type { Middleware } from 'openapi-fetch';
import { CACHE_BUSTED_READS, FINGERPRINT_PATHS, SESSION_SOURCE_PATHS } from './contract-paths';
import type { ValueStore } from './stores';

/** Request and response header carrying the session token. */
export const AUTHORIZATION_HEADER = 'Authorization';
/** Request and response header carrying the device fingerprint. */
export const FINGERPRINT_HEADER = 'X-Device-Fingerprint';
/** Query parameter of the cache-busting timestamp. */
export const CACHE_BUSTER_PARAM = '_';

const cacheBusted = new Set<string>(CACHE_BUSTED_READS);
const fingerprinted = new Set<string>(FINGERPRINT_PATHS);
const sessionSources = new Set<string>(SESSION_SOURCE_PATHS);

/**
 * Sends the stored session token as `Authorization` on every call when one is stored (a header
 * the caller set wins), and stores the token a successful login or signup answers in its
 * `Authorization` header. Spec: discovery §4 User session, §6.
 */
export function sessionMiddleware(tokens: ValueStore): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.get();
      if (token && !request.headers.has(AUTHORIZATION_HEADER)) {
        request.headers.set(AUTHORIZATION_HEADER, token);
      }
      return request;
    },
    onResponse({ schemaPath, response }) {
      if (!response.ok || !sessionSources.has(schemaPath)) return undefined;
      const token = response.headers.get(AUTHORIZATION_HEADER);
      if (token) tokens.set(token);
      return undefined;
    },
  };
}

/**
 * Sends the stored fingerprint as `X-Device-Fingerprint` on the profile, booking, contract and
 * room calls, and replaces it whenever any answer carries that header. Spec: discovery §6.
 */
export function fingerprintMiddleware(fingerprints: ValueStore): Middleware {
  return {
    onRequest({ schemaPath, request }) {
      const fingerprint = fingerprints.get();
      if (
        fingerprint &&
        fingerprinted.has(schemaPath) &&
        !request.headers.has(FINGERPRINT_HEADER)
      ) {
        request.headers.set(FINGERPRINT_HEADER, fingerprint);
      }
      return request;
    },
    onResponse({ response }) {
      const fingerprint = response.headers.get(FINGERPRINT_HEADER);
      if (fingerprint) fingerprints.set(fingerprint);
      return undefined;
    },
  };
}

/**
 * Adds the timestamp `_` (milliseconds from `now`) to the GETs the contract names, unless the
 * caller passed one. Spec: discovery §7 ("some reads add a timestamp query").
 */
export function cacheBustingMiddleware(now: () => number): Middleware {
  return {
    onRequest({ schemaPath, request }) {
      if (request.method !== 'GET' || !cacheBusted.has(schemaPath)) return request;
      const { search, searchParams } = new URL(request.url);
      if (searchParams.has(CACHE_BUSTER_PARAM)) return request;
      // Appended as text so the other parameters keep openapi-fetch's encoding.
      const stamp = `${CACHE_BUSTER_PARAM}=${Math.trunc(now())}`;
      return new Request(`${request.url}${search ? '&' : '?'}${stamp}`, request);
    },
  };
}
