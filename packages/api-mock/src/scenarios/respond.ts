/** Applying a matched scenario to a request. */
import { HttpResponse, delay } from 'msw';
import type { MockContext } from '../context';
import { toResponse } from '../http/respond';
import type { OperationId } from '../http/types';
import {
  BAD_GATEWAY_BODY,
  GARBLED_BODY,
  HANG_MS,
  UNAVAILABLE_BODY,
  UNAVAILABLE_RETRY_AFTER,
  WRONG_SHAPE_BODY,
  type Fault,
} from './types';

/**
 * The forced answer for this request, or null to answer normally. A delay scenario waits and
 * then lets the normal answer through; a network error answers `Response.error()`; a generated
 * one answers 200 with its body made from the request; a fault answers outside the contract.
 */
export async function scenarioResponse(
  ctx: MockContext,
  request: Request,
  operationId: OperationId,
  fingerprint: string | null,
  cookies?: Record<string, string>,
): Promise<Response | null> {
  const scenario = ctx.scenarios.match(request, operationId, cookies);
  if (!scenario) return null;
  const { answer } = scenario;
  if (answer.kind === 'networkError') return HttpResponse.error();
  if (answer.kind === 'generated') {
    return toResponse({ status: 200, body: answer.body(new URL(request.url)) }, fingerprint);
  }
  if (answer.kind === 'fault') return faultResponse(answer.fault, request);
  if (answer.kind === 'delay') {
    await delay(answer.ms);
    return null;
  }
  return toResponse(
    { status: answer.status, body: answer.body, headers: answer.headers },
    fingerprint,
  );
}

const json = { 'Content-Type': 'application/json' };

/**
 * A fault: a 200 without a body, with {@link WRONG_SHAPE_BODY} or with {@link GARBLED_BODY}; a 500
 * with the shared error body; a gateway's 502 (HTML) or 503 (text, `Retry-After`); or — for `hang` — nothing until the request
 * is aborted; after {@link HANG_MS} the normal answer goes through.
 */
async function faultResponse(fault: Fault, request: Request): Promise<Response | null> {
  if (fault === 'empty') return new Response(null, { status: 200, headers: json });
  if (fault === 'wrongShape') return HttpResponse.json(WRONG_SHAPE_BODY, { status: 200 });
  if (fault === 'garbled') return new Response(GARBLED_BODY, { status: 200, headers: json });
  if (fault === 'serverError') {
    return HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 });
  }
  if (fault === 'badGateway') {
    return new Response(BAD_GATEWAY_BODY, {
      status: 502,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  if (fault === 'unavailable') {
    return new Response(UNAVAILABLE_BODY, {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Retry-After': UNAVAILABLE_RETRY_AFTER },
    });
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MS);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return request.signal.aborted ? HttpResponse.error() : null;
}
