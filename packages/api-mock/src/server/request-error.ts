/**
 * Requests the Node server refuses before any handler sees them: a target or Host header that does
 * not parse (400), a body over the limit (413). Each carries the status and a fixed message for
 * the shared `Error` body, never text taken from an exception.
 */

/** Largest request body the server reads: 1 MiB. A longer one answers 413. */
export const MAX_BODY_BYTES = 1_048_576;

/** A request the server answers with `status` and `message` without asking the handlers. */
export class RequestError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** 400: the request target or the Host header cannot be parsed. */
export const badTarget = () =>
  new RequestError(400, 'Bad request: the URL or Host cannot be read.');

/** 413: the body is longer than {@link MAX_BODY_BYTES}. */
export const tooLarge = () =>
  new RequestError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
