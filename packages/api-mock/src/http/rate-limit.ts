/**
 * The rate limits of `db/limits.ts` at work: each limit keeps, per key, the times of the answers it
 * counted within its sliding window, on the mock's clock (never the system time, so tests move the
 * window by moving the clock). A request whose operation has a full limit answers 429 with the
 * contract's error body and `Retry-After` (seconds until the oldest counted answer leaves the
 * window) before its handler runs, and is not counted itself. Written here rather than taken from
 * a rate-limit library because those read the system time.
 */
import type { MockContext } from '../context';
import { emailKey } from '../db/customers';
import { LIMIT_KEYS_MAX, LOCAL_CLIENT, RATE_LIMITS } from '../db/limits';
import type { RateLimit } from '../db/limits';
import { findProvider } from '../db/lookup';
import { fail } from './replies';
import type { AnyReply, OperationId } from './types';

/**
 * The request header that names the client address limits count per. The Node server sets it from
 * the connection (any value a client sent is replaced); in-process requests without it share
 * {@link LOCAL_CLIENT}.
 */
export const CLIENT_HEADER = 'X-Mock-Client';

/** Longest client address kept as a key. */
const CLIENT_MAX = 64;

/** The counts of every limit: key → times (ms) of the counted answers, oldest first. */
export interface RateLimiter {
  readonly counts: Map<string, number[]>;
}

/** The limiter of each mock API's context; a context without one answers without limits. */
const limiters = new WeakMap<MockContext, RateLimiter>();

/** Turns the limits on for the requests of `ctx`, with nothing counted yet. */
export function enableRateLimits(ctx: MockContext): void {
  limiters.set(ctx, { counts: new Map() });
}

/** Forgets everything counted for `ctx` (the mock API's `reset()`); limits stay on or off. */
export function clearRateLimits(ctx: MockContext): void {
  limiters.get(ctx)?.counts.clear();
}

/** What a limit reads of a request. */
export interface LimitInput {
  request: Request;
  params: Record<string, string>;
  body: unknown;
}

const objectOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** The e-mail of a body: `customer.email` (login, reset, confirmation) or `email`. */
function emailOf(body: unknown): string | null {
  const object = objectOf(body);
  const sent = objectOf(object?.['customer'])?.['email'] ?? object?.['email'];
  const key = typeof sent === 'string' ? emailKey(sent) : '';
  return key === '' ? null : key;
}

/** The client address of a request: {@link CLIENT_HEADER}, or {@link LOCAL_CLIENT}. */
function clientOf(request: Request): string {
  const sent = request.headers.get(CLIENT_HEADER)?.trim().slice(0, CLIENT_MAX);
  return sent ? sent : LOCAL_CLIENT;
}

/** The key a limit counts this request under; null when the request has none (no e-mail). */
function keyOf(ctx: MockContext, limit: RateLimit, input: LimitInput): string | null {
  const name = `${limit.operation}:${limit.per}`;
  if (limit.per === 'email') {
    const email = emailOf(input.body);
    return email === null ? null : `${name}:${email}`;
  }
  const client = clientOf(input.request);
  if (limit.per === 'client') return `${name}:${client}`;
  const sent = input.params['id'] ?? '';
  const provider = findProvider(ctx.db, sent)?.provider.id ?? sent.toLowerCase();
  return `${name}:${client}:${provider}`;
}

const limitsOf = (operation: OperationId) => RATE_LIMITS.filter((l) => l.operation === operation);

/** The counted times of `key` still inside the window (older ones dropped). */
function recent(limiter: RateLimiter, key: string, windowMs: number, now: number): number[] {
  const times = (limiter.counts.get(key) ?? []).filter((t) => t > now - windowMs);
  if (times.length === 0) limiter.counts.delete(key);
  else limiter.counts.set(key, times);
  return times;
}

/** 429 with `Retry-After` in whole seconds (at least 1), the shared error body and its code. */
function tooManyRequests(retryAfterSeconds: number, message: string): AnyReply {
  return {
    ...fail(429, message, 'rate_limited'),
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  };
}

/**
 * The 429 for a request one of whose limits is full, or null to answer it. With several full
 * limits the longest wait is named.
 */
function refusal(
  ctx: MockContext,
  limiter: RateLimiter,
  operation: OperationId,
  input: LimitInput,
): AnyReply | null {
  const now = ctx.now().getTime();
  let waitMs = 0;
  for (const limit of limitsOf(operation)) {
    const key = keyOf(ctx, limit, input);
    if (key === null) continue;
    const times = recent(limiter, key, limit.windowMs, now);
    const oldest = times[0];
    if (times.length >= limit.max && oldest !== undefined) {
      waitMs = Math.max(waitMs, oldest + limit.windowMs - now);
    }
  }
  if (waitMs === 0) return null;
  const message =
    operation === 'loginCustomer'
      ? 'Too many failed logins, please try again later.'
      : 'Too many requests, please try again later.';
  return tooManyRequests(waitMs / 1000, message);
}

/**
 * Keeps `times` as `key`'s counts, as the most recently used key (the map's order is the order of
 * last use), and forgets the least recently used keys beyond `max`.
 */
export function remember(
  counts: Map<string, number[]>,
  key: string,
  times: number[],
  max = LIMIT_KEYS_MAX,
): void {
  counts.delete(key);
  counts.set(key, times);
  for (const stalest of counts.keys()) {
    if (counts.size <= max) break;
    counts.delete(stalest);
  }
}

/** Whether a limit counts an answer of its operation. */
const counted = (limit: RateLimit, status: number) => limit.counts === 'every' || status === 401;

/**
 * Counts the handler's answer in the limits of its operation; a successful login forgets the
 * failures of its e-mail.
 */
function count(
  ctx: MockContext,
  limiter: RateLimiter,
  operation: OperationId,
  input: LimitInput,
  answer: AnyReply,
): void {
  const now = ctx.now().getTime();
  for (const limit of limitsOf(operation)) {
    const key = keyOf(ctx, limit, input);
    if (key === null) continue;
    if (limit.clearedByLogin && answer.status === 200) {
      limiter.counts.delete(key);
      continue;
    }
    if (!counted(limit, answer.status)) continue;
    remember(limiter.counts, key, [...recent(limiter, key, limit.windowMs, now), now]);
  }
}

/**
 * Answers a request through its limits: the 429 when one is full, else `resolve`'s answer,
 * counted. Without limits for `ctx` just `resolve`'s answer.
 */
export async function withinLimits(
  ctx: MockContext,
  operation: OperationId,
  input: LimitInput,
  resolve: () => AnyReply | Promise<AnyReply>,
): Promise<AnyReply> {
  const limiter = limiters.get(ctx);
  if (!limiter) return resolve();
  const refused = refusal(ctx, limiter, operation, input);
  if (refused) return refused;
  const answer = await resolve();
  count(ctx, limiter, operation, input, answer);
  return answer;
}
