/**
 * Random parts of the secrets the demo backend issues (session tokens, reset tokens, room tokens,
 * device fingerprints, payment secrets). Web Crypto's `getRandomValues` works in Node and in every
 * browser, also outside secure contexts (where `randomUUID` is missing), so the same handlers
 * issue unguessable values in Storybook, Vitest and the Node server alike.
 */

/** Bytes of randomness in one secret: 128 bits, never guessed by counting or by trying. */
export const SECRET_BYTES = 16;

/** A fresh random value as lower-case hex (32 characters). */
export function randomHex(bytes = SECRET_BYTES): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new secret with a prefix, e.g. `tok_1_3f9a…` or `fp_c04e…`. */
export function issueSecret(prefix: string): string {
  return `${prefix}_${randomHex()}`;
}
