/**
 * @kurse/api-mock/server — the demo backend on a Node HTTP server: the same MSW handlers answered
 * through `getResponse`, on loopback (127.0.0.1, default port 4010), plus the control endpoints.
 * `createNodeRequestHandler` lets another Node server (the web app's static server) mount it.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createMockApi } from '../api';
import type { MockApi, MockApiOptions } from '../api';
import { CLIENT_HEADER } from '../http/rate-limit';
import { clientAddress } from './client-address';
import { CONTROL_PREFIX, handleControl } from './control';
import { DEMO_ENV, parseDemoFlag } from './demo-flag';
import { answerClientError, answerFailure } from './failure';
import { sendJson, sendResponse, toRequest } from './node-bridge';
import { LOCAL_ORIGIN, checkHost, urlOf } from './target';

/** Default port of the demo backend. */
export const DEFAULT_PORT = 4010;
/** Default host: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';

/** A Node request handler over a mock API; resolves true when it answered the request. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * A handler for `/api/*` (any other path resolves false and is left alone) and `/__mock/*`.
 * Unknown API paths answer 404 JSON. The rate limits count per the request's client address
 * (`clientAddress`), set in `X-Mock-Client` over anything the client sent. It never rejects: a
 * target or Host that does not parse answers 400, a body over 1 MiB 413, and anything unexpected
 * 500 with a generic message (the error goes to stderr, never into the answer).
 */
export function createNodeRequestHandler(api: MockApi = createMockApi()): NodeRequestHandler {
  const origin = /^https?:\/\//.test(api.base) ? new URL(api.base).origin : LOCAL_ORIGIN;
  const prefix = new URL(api.base, origin).pathname.replace(/\/+$/, '');
  return async (req, res) => {
    try {
      const url = urlOf(req, origin);
      const path = url.pathname;
      const ours =
        path.startsWith(CONTROL_PREFIX) || path === prefix || path.startsWith(`${prefix}/`);
      if (!ours) return false;
      checkHost(req);
      if (await handleControl(api, req, res, url)) return true;
      const request = await toRequest(req, url);
      request.headers.set(CLIENT_HEADER, clientAddress(req));
      const response = await getResponse(api.handlers, request, { baseUrl: origin });
      if (response) await sendResponse(res, response);
      else sendJson(res, 404, { status: 404, message: 'Not found' });
    } catch (error) {
      answerFailure(req, res, error);
    }
    return true;
  };
}

let defaultHandler: NodeRequestHandler | null = null;

/**
 * Answers `/api/*` and `/__mock/*` with one shared mock API (seeded at first use, on the system
 * clock, demo mode as `KURSE_DEMO` says) and resolves false for any other path: for a static
 * server that mounts the demo backend.
 */
export function handleNodeRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  defaultHandler ??= createNodeRequestHandler(
    createMockApi({ demo: parseDemoFlag(process.env[DEMO_ENV]) }),
  );
  return defaultHandler(req, res);
}

/** Options of {@link createMockServer}. */
export interface MockServerOptions extends Omit<MockApiOptions, 'base'> {
  /** Port; 0 picks a free one. Default 4010. */
  port?: number;
  /** Host; default 127.0.0.1 (loopback). */
  host?: string;
}

/** A running mock server. */
export interface MockServer {
  /** Base URL of the server, e.g. `http://127.0.0.1:4010` (the API is under `/api`). */
  url: string;
  api: MockApi;
  close(): Promise<void>;
}

/** Starts the demo backend on a Node HTTP server. */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, ...apiOptions } = options;
  const api = createMockApi({ ...apiOptions, base: '/api' });
  const handle = createNodeRequestHandler(api);
  const server = createServer((req, res) => {
    handle(req, res)
      .then((handled) => {
        if (!handled) sendJson(res, 404, { status: 404, message: 'Not found' });
      })
      .catch((error: unknown) => answerFailure(req, res, error));
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export { handleControl } from './control';
export { sendResponse, toRequest } from './node-bridge';
export { MAX_BODY_BYTES } from './request-error';
