/**
 * The mock's own control endpoints on the Node server: `GET/POST/DELETE /__mock/scenarios` (list,
 * enable, clear) and `POST /__mock/reset`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockApi } from '../api';
import { parseScenarioNames } from '../scenarios';
import { sendJson, toRequest } from './node-bridge';

/** Path prefix of the control endpoints. */
export const CONTROL_PREFIX = '/__mock';

function scenarioList(api: MockApi) {
  return {
    active: api.scenarios.active(),
    scenarios: api.scenarios.all.map((s) => ({
      name: s.name,
      description: s.description,
      operations: s.operations,
      answer: s.answer.kind === 'status' ? s.answer.status : s.answer.kind,
    })),
  };
}

async function namesFrom(
  req: IncomingMessage,
  url: URL,
): Promise<{ enable: string[]; disable: string[] }> {
  const text = await (await toRequest(req)).text();
  let body: { enable?: unknown; disable?: unknown; name?: unknown } = {};
  if (text.trim() !== '') body = JSON.parse(text) as typeof body;
  const list = (v: unknown) =>
    Array.isArray(v) ? v.map(String) : typeof v === 'string' ? parseScenarioNames(v) : [];
  return {
    enable: [
      ...list(body.enable),
      ...list(body.name),
      ...parseScenarioNames(url.searchParams.get('enable')),
    ],
    disable: [...list(body.disable), ...parseScenarioNames(url.searchParams.get('disable'))],
  };
}

/** Answers a control request; false when the path is not a control path. */
export async function handleControl(
  api: MockApi,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith(CONTROL_PREFIX)) return false;
  const path = url.pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  if (path === '/reset' && method === 'POST') {
    api.reset();
    sendJson(res, 200, { reset: true, active: api.scenarios.active() });
  } else if (path === '/scenarios' && method === 'GET') {
    sendJson(res, 200, scenarioList(api));
  } else if (path === '/scenarios' && method === 'DELETE') {
    api.scenarios.clear();
    sendJson(res, 200, { active: [] });
  } else if (path === '/scenarios' && method === 'POST') {
    try {
      const { enable, disable } = await namesFrom(req, url);
      api.scenarios.enable(...enable);
      api.scenarios.disable(...disable);
      sendJson(res, 200, { active: api.scenarios.active() });
    } catch (error) {
      sendJson(res, 400, {
        status: 400,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  } else {
    sendJson(res, 404, { status: 404, message: 'Unknown control endpoint' });
  }
  return true;
}
