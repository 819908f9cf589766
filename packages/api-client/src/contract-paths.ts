/**
 * Which contract paths each middleware acts on, typed against the generated `paths` so that a
 * contract change shows up in `tsc` (see `contract-paths.test.ts`). Spec: discovery §4, §6, §7.
 */
import type { paths } from '@kurse/api-client/schema';

type Methods = 'get' | 'put' | 'post' | 'delete';
type HeaderKeysOf<P> = P extends { parameters: { header?: infer H } }
  ? [NonNullable<H>] extends [never]
    ? never
    : keyof NonNullable<H>
  : never;
type QueryKeysOf<P> = P extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? never
    : keyof NonNullable<Q>
  : never;

/** Contract paths whose GET takes the cache-busting `_` query parameter. */
export type CacheBustedPath = {
  [P in keyof paths]: '_' extends QueryKeysOf<paths[P]['get']> ? P : never;
}[keyof paths];

/** Contract paths that take the `X-Device-Fingerprint` request header (path or operation level). */
export type FingerprintPath = {
  [P in keyof paths]: 'X-Device-Fingerprint' extends
    HeaderKeysOf<paths[P]> | HeaderKeysOf<paths[P][Methods]>
    ? P
    : never;
}[keyof paths];

/** Contract paths whose answer carries the session token in `Authorization` (login, signup). */
export type SessionSourcePath = '/customers/login' | '/customers/signup';

/**
 * The reads that add a millisecond timestamp `_` against caches (contract conventions,
 * "Cache-busting"; discovery §7).
 */
export const CACHE_BUSTED_READS = [
  '/customers/me',
  '/customers/bookings',
  '/customers/applications',
  '/customers/payments',
  '/customers/product_contracts',
  '/customers/product_contracts/{id}',
  '/bookings/{id}',
  '/courses',
  '/courses/{courseId}',
] as const satisfies readonly CacheBustedPath[];

/**
 * The profile, booking, contract and room calls that send `X-Device-Fingerprint` (contract
 * conventions, "Device fingerprint"; discovery §6).
 */
export const FINGERPRINT_PATHS = [
  '/customers/login',
  '/customers/logout',
  '/customers/signup',
  '/customers/me',
  '/customers/confirmation',
  '/customers/password',
  '/customers/bookings',
  '/customers/applications',
  '/customers/payments',
  '/customers/{id}',
  '/customers/product_contracts',
  '/customers/product_contracts/',
  '/customers/product_contracts/{id}',
  '/bookings',
  '/bookings/authorize',
  '/bookings/{id}',
  '/bookings/{id}/confirm',
  '/bookings/{id}/validate',
  '/bookings/{id}/cancel',
  '/bookings/{id}/payments',
  '/bookings/{id}/payments/validate',
  '/rooms/{roomId}',
] as const satisfies readonly FingerprintPath[];

/** The answers whose `Authorization` header is the new session token (discovery §4 User session). */
export const SESSION_SOURCE_PATHS = [
  '/customers/login',
  '/customers/signup',
] as const satisfies readonly SessionSourcePath[];
