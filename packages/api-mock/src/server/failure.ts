/**
 * Answers for requests that went wrong: a refused request (`RequestError`) with its own status, an
 * unexpected exception with a generic 500 — logged to stderr, never echoed — and a request Node's
 * parser refuses (`clientError`) with a JSON 400 (431 for oversized headers, 408 on timeout).
 * All use the contract's shared `Error` body (`{ status, message }`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { sendJson, sendRequestError } from './node-bridge';
import { RequestError } from './request-error';

/** The message of every 500: nothing about the error itself. */
export const INTERNAL_ERROR = 'Internal error';

/**
 * Answers a failed request: 400/413 for a `RequestError`, else a generic 500 with the error on
 * stderr. When the client is gone there is no one to answer (and nothing to log); when the answer
 * had begun, the connection is cut.
 */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (req.socket.destroyed || res.destroyed) return;
  if (error instanceof RequestError && !res.headersSent) {
    sendRequestError(res, error);
    return;
  }
  console.error(`[api-mock] ${req.method ?? '?'} ${req.url ?? ''} failed:`, error);
  if (res.headersSent) res.destroy();
  else sendJson(res, 500, { status: 500, message: INTERNAL_ERROR });
}

/** HTTP status for a parser error code of Node's `clientError` event. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Listener for the server's `clientError` event: a request Node could not parse (bad request line,
 * header characters, chunk sizes) answers JSON and closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  const body = JSON.stringify({ status, message: REASONS[status] ?? 'Bad Request' });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
