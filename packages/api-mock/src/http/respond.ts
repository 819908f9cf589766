/** Turning replies into `Response`s, and the device fingerprint every answer carries. */
import { HttpResponse } from 'msw';
import { issueSecret } from '../db/random';
import type { AnyReply } from './types';

/** Name of the device fingerprint header (discovery §6). */
export const FINGERPRINT_HEADER = 'X-Device-Fingerprint';

/** The request's fingerprint, or a new random one to issue with the answer (discovery §6). */
export function deviceFingerprint(request: Request): string {
  const sent = request.headers.get(FINGERPRINT_HEADER)?.trim();
  return sent ? sent : issueSecret('fp');
}

/**
 * A reply as a `Response`: JSON, a GIF (bytes) or no body; with the fingerprint header when given
 * (fingerprint operations only), unless the reply names the fingerprint itself (an idempotent
 * replay to a guest, `idempotency.ts`).
 */
export function toResponse(reply: AnyReply, fingerprint: string | null): Response {
  const headers: Record<string, string> = { ...reply.headers };
  if (fingerprint !== null) headers[FINGERPRINT_HEADER] ??= fingerprint;
  if (reply.body === undefined) return new HttpResponse(null, { status: reply.status, headers });
  if (reply.body instanceof Uint8Array) {
    const bytes = new Uint8Array(reply.body);
    return new HttpResponse(bytes, {
      status: reply.status,
      headers: { ...headers, 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' },
    });
  }
  return HttpResponse.json(reply.body as object, { status: reply.status, headers });
}
