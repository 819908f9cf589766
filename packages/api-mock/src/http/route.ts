/**
 * The typed route helper: `route(operationId, path, method, resolve)` ties a resolver to one
 * operation of the contract. The resolver gets typed params, query names and body and must answer
 * one of the statuses the contract lists, with that status's body type. `toHandlers` turns a route
 * into MSW handlers under a base, applying scenarios and the device fingerprint header first.
 */
import type { paths } from '@kurse/api-client/schema';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { CustomerRecord } from '../db/types';
import { scenarioResponse } from '../scenarios/respond';
import { readJsonBody } from './body';
import { checkBody, takesJsonBody } from './body-check';
import { takesFingerprint } from './fingerprint';
import { answerOnce } from './idempotency';
import { withinLimits } from './rate-limit';
import { fail } from './replies';
import { deviceFingerprint, toResponse } from './respond';
import { sessionOf } from './session';
import type {
  AnyReply,
  Method,
  OperationId,
  PathParamName,
  PathWith,
  QueryName,
  Reply,
  RequestBody,
} from './types';

/** Read access to query parameters, limited to the names the contract declares. */
export interface TypedQuery<N extends string> {
  get(name: N): string | null;
  getAll(name: N): string[];
  has(name: N): boolean;
}

/** What a resolver receives. */
export interface RouteContext<P extends keyof paths, M extends Method> {
  ctx: MockContext;
  request: Request;
  url: URL;
  params: Record<PathParamName<P>, string>;
  query: TypedQuery<QueryName<P, M>>;
  /**
   * The parsed JSON body, its types checked against the contract (`body-check.ts`); null when
   * none was sent. Required fields, formats and minimum lengths are still the resolver's to check.
   */
  body: RequestBody<P, M> | null;
  /** The logged-in customer of a valid session token, else null. */
  session: CustomerRecord | null;
  /** True when an `Authorization` header was sent, valid or not. */
  tokenSent: boolean;
  /**
   * The request's device fingerprint, or the one issued with this answer; '' for operations that
   * do not take the fingerprint.
   */
  fingerprint: string;
}

/** A route: its place in the contract and its resolver (types erased for storage). */
export interface RouteDefinition {
  operationId: OperationId;
  path: keyof paths;
  method: Method;
  resolve: (input: RouteContext<keyof paths, Method>) => AnyReply | Promise<AnyReply>;
}

/** Defines the resolver of one contract operation. */
export function route<P extends PathWith<M>, M extends Method>(
  operationId: OperationId,
  path: P,
  method: M,
  resolve: (input: RouteContext<P, M>) => Reply<P, M> | Promise<Reply<P, M>>,
): RouteDefinition {
  return {
    operationId,
    path,
    method,
    resolve: (input) => resolve(input as unknown as RouteContext<P, M>) as AnyReply,
  };
}

/** The contract path as MSW paths: `{id}` → `:id`; a trailing slash also without it. */
export function mswPaths(path: string): string[] {
  const converted = path.replace(/\{(\w+)\}/g, ':$1');
  return converted.length > 1 && converted.endsWith('/')
    ? [converted, converted.slice(0, -1)]
    : [converted];
}

/** 500 with a generic message: what went wrong stays in the log, never in the answer. */
export const internalError = () => fail(500, 'Internal error');

/**
 * The answer to a request once no scenario forced one: the body read and checked against the
 * contract (415, 400 or 422/400 before the handler runs), then — unless a rate limit is full (429,
 * `rate-limit.ts`) — the resolver's reply.
 */
async function answer(
  def: RouteDefinition,
  ctx: MockContext,
  request: Request,
  params: Record<string, string>,
  fingerprint: string | null,
): Promise<AnyReply> {
  let body: unknown = null;
  if (takesJsonBody(def.operationId)) {
    const read = await readJsonBody(request);
    if (read.kind === 'refused') return read.reply;
    if (read.kind === 'json') {
      const refused = checkBody(def.operationId, read.value);
      if (refused) return refused;
      body = read.value;
    }
  }
  const { customer, tokenSent } = sessionOf(ctx.db, request);
  const url = new URL(request.url);
  return withinLimits(ctx, def.operationId, { request, params, body }, () =>
    def.resolve({
      ctx,
      request,
      url,
      params,
      query: url.searchParams,
      body: body as never,
      session: customer,
      tokenSent,
      fingerprint: fingerprint ?? '',
    }),
  );
}

/**
 * MSW handlers answering a route under `base` (e.g. `/api` or `http://127.0.0.1:4010/api`). An
 * exception in a handler answers 500 with a generic message and is logged, so neither MSW (which
 * would put the stack into the answer) nor a Node server sees it.
 */
export function toHandlers(def: RouteDefinition, ctx: MockContext, base: string): HttpHandler[] {
  const prefix = base.replace(/\/+$/, '');
  return mswPaths(def.path).map((path) =>
    http[def.method](prefix + path, async ({ request, params, cookies }) => {
      let fingerprint: string | null = null;
      try {
        fingerprint = takesFingerprint(def.operationId) ? deviceFingerprint(request) : null;
        const forced = await scenarioResponse(ctx, request, def.operationId, fingerprint, cookies);
        if (forced) return forced;
        // An `Idempotency-Key` answers its first answer again (`idempotency.ts`).
        const reply = await answerOnce(ctx, def.operationId, request, fingerprint, () =>
          answer(def, ctx, request, params as Record<string, string>, fingerprint),
        );
        return toResponse(reply, fingerprint);
      } catch (error) {
        console.error(`[api-mock] ${def.operationId} failed:`, error);
        return toResponse(internalError(), fingerprint);
      }
    }),
  );
}
