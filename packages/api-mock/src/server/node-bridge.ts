/** Node `http` ↔ Fetch: an IncomingMessage as a `Request`, a `Response` written to the socket. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './body';
import { badTarget } from './request-error';
import type { RequestError } from './request-error';
import { urlOf } from './target';

/**
 * An IncomingMessage as a Fetch `Request` (body read, at most 1 MiB, for methods that carry one).
 * Throws a `RequestError` (400 for a target, Host, method or header Fetch refuses; 413 for a body
 * over the limit).
 */
export async function toRequest(req: IncomingMessage, url: URL = urlOf(req)): Promise<Request> {
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : null;
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    return new Request(url, {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : null,
    });
  } catch {
    // Fetch refuses some methods (CONNECT, TRACE) and header values Node lets through.
    throw badTarget();
  }
}

/** Writes a Fetch `Response`; a network-error response destroys the socket instead. */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Sends a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Answers a `RequestError` with its status and the shared `Error` body. */
export function sendRequestError(res: ServerResponse, error: RequestError): void {
  sendJson(res, error.status, { status: error.status, message: error.message });
}
