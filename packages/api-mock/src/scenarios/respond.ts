/** Applying a matched scenario to a request. */
import { HttpResponse, delay } from 'msw';
import type { MockContext } from '../context';
import { toResponse } from '../http/respond';
import type { OperationId } from '../http/types';

/**
 * The forced answer for this request, or null to answer normally. A delay scenario waits and
 * then lets the normal answer through; a network error answers `Response.error()`; a generated
 * one answers 200 with its body made from the request.
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
  if (answer.kind === 'delay') {
    await delay(answer.ms);
    return null;
  }
  return toResponse({ status: answer.status, body: answer.body }, fingerprint);
}
