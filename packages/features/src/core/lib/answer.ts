/**
 * The shape check of an API answer where a page reads it (discovery §8, transactions §8): a
 * success whose data the page's schema rejects — an empty body, a wrong shape — becomes the failure
 * of a call without a usable answer (`network`, status 0), so the page shows its error with a
 * retry instead of waiting or breaking. A small function a loader can call on any result.
 */
import type { ApiResult } from '@kurse/api-client';
import * as v from 'valibot';
import type { Schema } from './schema';

/** A failure for an answer that does not fit what the page reads. */
const unusable = {
  ok: false,
  response: null,
  error: { kind: 'network', status: 0, code: null, message: null, fieldErrors: {} },
} as const;

/** `result`, with a success whose data `schema` rejects turned into a network failure. */
export function checkAnswer<T>(result: ApiResult<unknown>, schema: Schema<T>): ApiResult<T> {
  if (!result.ok) return result;
  const read = v.safeParse(schema, result.data);
  return read.success ? { ...result, data: read.output } : unusable;
}

/** {@link checkAnswer} as a step of a promise chain: `api.GET(…).then(checked(schema))`. */
export function checked<T>(schema: Schema<T>): (result: ApiResult<unknown>) => ApiResult<T> {
  return (result) => checkAnswer(result, schema);
}
