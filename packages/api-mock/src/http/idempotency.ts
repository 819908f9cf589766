/**
 * Idempotency keys of the creating operations (`POST /bookings`, `POST
 * /customers/product_contracts/`): a request with an `Idempotency-Key` header is carried out once
 * per key and requester (the session's customer, else the device fingerprint sent, else the key
 * alone). The same key again within {@link IDEMPOTENCY_WINDOW_MS} answers the first answer again —
 * same status, body and headers — without running the handler, also while the first request is
 * still being answered (two parallel submits create one booking). The same key with another body
 * answers 422 `idempotency_key_reused`. Answers that say "try again" (429, 5xx) are not kept, so a
 * retry is carried out. Keys live beside the database: `reset()` starts without any.
 */
import type { operations } from '@kurse/api-client/schema';
import type { MockContext } from '../context';
import type { Db } from '../db/types';
import type { HeaderNames } from './fingerprint';
import { fail } from './replies';
import { FINGERPRINT_HEADER } from './respond';
import { sessionOf } from './session';
import type { AnyReply, OperationId } from './types';

/** The request header naming the attempt (a UUID the client makes once per submit). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key answers the first answer again: 24 hours, on the mock's clock. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many keys are kept at most; beyond it the oldest is forgotten. */
export const IDEMPOTENCY_KEYS_MAX = 1000;
/** The longest key accepted (the contract's `maxLength`). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Operation ids whose request takes `Idempotency-Key`. */
export type IdempotentOperation = {
  [K in OperationId]: 'Idempotency-Key' extends HeaderNames<operations[K]> ? K : never;
}[OperationId];

/** Every operation that takes the key (a missing or extra one fails `tsc`). */
export const IDEMPOTENT_OPERATIONS = [
  'createBooking',
  'createContract',
] as const satisfies readonly IdempotentOperation[];

type Missing = Exclude<IdempotentOperation, (typeof IDEMPOTENT_OPERATIONS)[number]>;
/** Compile-time check that the list is complete. */
export const IDEMPOTENT_LIST_COMPLETE: [Missing] extends [never] ? true : Missing = true;

const idempotent: ReadonlySet<OperationId> = new Set(IDEMPOTENT_OPERATIONS);

/** One carried-out request: what was sent, when, and its answer (pending while it runs). */
interface Attempt {
  body: string;
  at: number;
  answer: Promise<AnyReply>;
}

/** The attempts of each database, by operation, requester and key; oldest first. */
const stores = new WeakMap<Db, Map<string, Attempt>>();

function storeOf(db: Db): Map<string, Attempt> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/** Drops attempts older than the window, then the oldest beyond {@link IDEMPOTENCY_KEYS_MAX}. */
function prune(store: Map<string, Attempt>, now: number): void {
  for (const [key, attempt] of store) {
    if (attempt.at > now - IDEMPOTENCY_WINDOW_MS && store.size <= IDEMPOTENCY_KEYS_MAX) break;
    store.delete(key);
  }
}

/** Who a key belongs to: the session's customer, the device fingerprint sent, or nobody known. */
function requesterOf(ctx: MockContext, request: Request): string {
  const customer = sessionOf(ctx.db, request).customer;
  if (customer) return `customer:${customer.user.id}`;
  const sent = request.headers.get(FINGERPRINT_HEADER)?.trim();
  return sent ? `device:${sent}` : 'anonymous';
}

/** True when an answer is kept for the key: not "try again later" (429) nor a server error. */
const kept = (answer: AnyReply) => answer.status < 500 && answer.status !== 429;

/**
 * The answer to a request of an idempotent operation that carries a key: the first answer for
 * that key again, 422 for another body, or `run`'s answer (kept for the key). Requests without a
 * key and other operations just get `run`'s answer. A requester without session or fingerprint
 * also gets the fingerprint the first answer issued, so a guest whose first answer was lost can
 * open the booking it made.
 */
export async function answerOnce(
  ctx: MockContext,
  operation: OperationId,
  request: Request,
  fingerprint: string | null,
  run: () => Promise<AnyReply>,
): Promise<AnyReply> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!idempotent.has(operation) || !key) return run();
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return fail(422, 'The Idempotency-Key is too long.', 'idempotency_key_invalid');
  }
  const body = await request.clone().text();
  const store = storeOf(ctx.db);
  const now = ctx.now().getTime();
  prune(store, now);
  const requester = requesterOf(ctx, request);
  const id = `${operation}\n${requester}\n${key}`;
  const earlier = store.get(id);
  if (earlier) {
    if (earlier.body !== body) {
      return fail(
        422,
        'This Idempotency-Key was already used for another request.',
        'idempotency_key_reused',
      );
    }
    return earlier.answer;
  }
  const answer = run().then((reply) => snapshot(reply, requester, fingerprint));
  store.set(id, { body, at: now, answer });
  try {
    const reply = await answer;
    if (!kept(reply)) store.delete(id);
    return reply;
  } catch (error) {
    store.delete(id);
    throw error;
  }
}

/**
 * The answer as it was sent, unchanged by later changes of the records it shows (a booking that
 * is paid later is replayed as it was created); for an anonymous requester with the fingerprint
 * it was bound to.
 */
function snapshot(reply: AnyReply, requester: string, fingerprint: string | null): AnyReply {
  const copy = structuredClone(reply);
  if (requester === 'anonymous' && fingerprint !== null) {
    copy.headers = { ...copy.headers, [FINGERPRINT_HEADER]: fingerprint };
  }
  return copy;
}
