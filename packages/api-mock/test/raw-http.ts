/**
 * Raw HTTP/1.1 over `node:net`, for requests `fetch` will not send: a Host header or request
 * target the URL parser refuses, a body that announces more than it sends. The answer is read up
 * to its `Content-Length` (or until the server closes), so a server that answers early while the
 * client is still sending is seen answering.
 */
import { connect } from 'node:net';

/** A parsed answer; `status` 0 when the server closed without answering. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Longest wait for an answer before the exchange counts as hanging. */
const HANG_MS = 10_000;

/** The answer in `data`; null while it is incomplete (`whole`: take what came, as for HEAD). */
function parse(data: Buffer, whole: boolean): RawAnswer | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(end + 4);
  const length = Number(headers['content-length'] ?? Number.NaN);
  if (!whole && Number.isFinite(length) && body.length < length) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * Sends `head` (request line and headers, `\r\n`-separated, without the blank line) and `body`
 * as raw bytes, and resolves the answer. Rejects when nothing complete arrives within 10 s.
 */
export function rawRequest(
  port: number,
  head: string,
  body: string | Buffer = '',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const bodiless = head.startsWith('HEAD ');
    const finish = (answer: RawAnswer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(HANG_MS, () => {
      socket.destroy();
      reject(new Error(`No answer within ${HANG_MS} ms to ${head.split('\r\n')[0]}`));
    });
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const answer = parse(data, bodiless);
      if (answer) finish(answer);
    });
    socket.on('close', () => finish(parse(data, true) ?? { status: 0, headers: {}, body: '' }));
    // The server may answer and close while the body is still being written.
    socket.on('error', () => undefined);
    socket.write(Buffer.from(`${head}\r\n\r\n`, 'latin1'));
    if (body.length > 0) socket.write(body);
  });
}

/** A GET with the given target and Host, asking the server to close afterwards. */
export const rawGet = (port: number, target: string, host: string) =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
