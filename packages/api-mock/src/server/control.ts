/**
 * The mock's own control endpoints on the Node server: `GET/POST/DELETE /__mock/scenarios` (list,
 * enable, clear) and `POST /__mock/reset`. A body that is not JSON or names an unknown scenario
 * answers 400; the body is read with the server's size limit. Only in demo mode (`src/demo.ts`):
 * otherwise they do not exist (the server answers 404).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockApi } from '../api';
import { parseScenarioNames } from '../scenarios';
import { readBody } from './body';
import { sendJson } from './node-bridge';

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

/** The names a control body or query enables and disables; null when the body is not JSON. */
async function namesFrom(
  req: IncomingMessage,
  url: URL,
): Promise<{ enable: string[]; disable: string[] } | null> {
  const text = (await readBody(req)).toString('utf8');
  let body: { enable?: unknown; disable?: unknown; name?: unknown } = {};
  if (text.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) body = parsed as typeof body;
    } catch {
      return null;
    }
  }
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

/** Longest scenario name echoed in an error message. */
const ECHO_MAX = 100;

/** Answers a control request; false when the path is not a control path or demo mode is off. */
export async function handleControl(
  api: MockApi,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!api.demo || !url.pathname.startsWith(CONTROL_PREFIX)) return false;
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
    const names = await namesFrom(req, url);
    const unknown = names?.enable.find((name) => !api.scenarios.all.some((s) => s.name === name));
    if (!names) {
      sendJson(res, 400, { status: 400, message: 'The body is not valid JSON.' });
    } else if (unknown !== undefined) {
      const message = `Unknown mock scenario: ${unknown.slice(0, ECHO_MAX)}`;
      sendJson(res, 400, { status: 400, message });
    } else {
      api.scenarios.enable(...names.enable);
      api.scenarios.disable(...names.disable);
      sendJson(res, 200, { active: api.scenarios.active() });
    }
  } else {
    sendJson(res, 404, { status: 404, message: 'Unknown control endpoint' });
  }
  return true;
}
