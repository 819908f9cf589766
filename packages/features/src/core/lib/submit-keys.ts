/**
 * The `Idempotency-Key`s of a form's submits (contract: `POST /bookings`, `POST
 * /customers/product_contracts/`): one key per submit of a form state. The same state sent again
 * after no answer came (a network error, a time-out) reuses the key, so the server answers the
 * lost first answer instead of booking or subscribing twice; a changed form, or a submit after any
 * answer, gets a new key.
 */

/** Keys of one form's submits. */
export interface SubmitKeys {
  /** The key for a submit of this body. */
  keyFor(body: unknown): string;
  /** How the submit ended: with an answer (`true`) its key is spent, without one it is kept. */
  settled(answered: boolean): void;
}

/** Submit keys made by `newKey` (default {@link randomKey}). */
export function submitKeys(newKey: () => string = randomKey): SubmitKeys {
  let last: { state: string; key: string } | null = null;
  return {
    keyFor(body) {
      const state = JSON.stringify(body);
      if (last?.state !== state) last = { state, key: newKey() };
      return last.key;
    },
    settled(answered) {
      if (answered) last = null;
    },
  };
}

/**
 * A random UUID: `crypto.randomUUID()`, or, where the page is no secure context (plain http on
 * another host than localhost has no `randomUUID`), a version 4 UUID from `getRandomValues`.
 */
export function randomKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const part = (from: number, to?: number) => hex.slice(from, to);
  return `${part(0, 8)}-${part(8, 12)}-${part(12, 16)}-${part(16, 20)}-${part(20)}`;
}
