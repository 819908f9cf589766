/**
 * Reading a request body with a size limit. A declared `Content-Length` over the limit is refused
 * before reading; a body that grows past it (chunked) stops being kept at the limit. Either way
 * the caller answers 413 at once, and the rest of the body is read and thrown away so the client
 * gets that answer instead of a reset connection — up to {@link DISCARD_BYTES}, after which the
 * connection is cut.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES, tooLarge } from './request-error';

/** How much of a refused body is read and dropped before the connection is cut: 16 MiB. */
export const DISCARD_BYTES = 16 * 1_048_576;

/** The declared body length, or null when the request does not declare one. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
}

/** Reads and drops the rest of a refused body; cuts the connection after `DISCARD_BYTES`. */
function discardRest(req: IncomingMessage): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads the whole body, at most `limit` bytes. Rejects with a 413 `RequestError` past that (the
 * rest is discarded), and with an error when the client goes away before the end.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const declared = declaredLength(req);
    if (declared !== null && declared > limit) {
      discardRest(req);
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      done();
      chunks.length = 0;
      discardRest(req);
      reject(tooLarge());
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => onError(new Error('The client closed the request.'));
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
