/**
 * Reading the JSON body of an operation that takes one. An empty body counts as none (the handler
 * answers as for missing fields); a body sent with a media type other than JSON is refused with
 * 415, one that does not parse with 400 — before any handler sees it. A request without a
 * `Content-Type` is read as JSON.
 */
import { fail } from './replies';
import type { AnyReply } from './types';

/** What the body of a request holds. */
export type BodyRead =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'refused'; reply: AnyReply };

/** True for `application/json` and `application/*+json`, with or without parameters. */
export function isJsonMediaType(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** 415: the body is not sent as JSON. */
export const unsupportedMediaType = () =>
  fail(415, 'Send the request body as JSON (Content-Type: application/json).');

/** 400: the body is not valid JSON. */
export const malformedJson = () => fail(400, 'The request body is not valid JSON.');

/** Reads a request's body as JSON (see the module comment for the answers). */
export async function readJsonBody(request: Request): Promise<BodyRead> {
  const text = await request.text();
  if (text.trim() === '') return { kind: 'none' };
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !isJsonMediaType(contentType)) {
    return { kind: 'refused', reply: unsupportedMediaType() };
  }
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'refused', reply: malformedJson() };
  }
}
