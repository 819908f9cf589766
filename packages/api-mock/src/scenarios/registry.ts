/**
 * Scenario activation: programmatically (`enable`, `disable`, `clear`), and per request by the
 * `X-Mock-Scenario` header or the `kurse-scenario` cookie (comma-separated names). A request's own
 * scenarios win over programmatic ones; the first scenario affecting the operation answers. A name
 * narrowed to one operation (`answer-500@listCustomerBookings`) answers only that operation's
 * requests: a fault for a page's main read while the rest of the page (the session) works.
 */
import type { OperationId } from '../http/types';
import { SCENARIOS } from './catalogue';
import type { Scenario } from './types';

/** Request header naming scenarios for one request. */
export const SCENARIO_HEADER = 'X-Mock-Scenario';
/** Cookie naming scenarios, e.g. `document.cookie = 'kurse-scenario=login-failed; path=/'`. */
export const SCENARIO_COOKIE = 'kurse-scenario';

/** Enabled scenarios and lookup for requests. */
export interface ScenarioRegistry {
  /** Every known scenario. */
  readonly all: readonly Scenario[];
  /** Names enabled programmatically, in order. */
  active(): string[];
  /** Enables scenarios by name; throws on an unknown name. */
  enable(...names: string[]): void;
  disable(...names: string[]): void;
  clear(): void;
  /** The scenario that answers this request for this operation, if any. */
  match(
    request: Request,
    operationId: OperationId,
    cookies?: Record<string, string>,
  ): Scenario | undefined;
}

/** Splits a comma-separated list of names (URL-encoded or not). */
export function parseScenarioNames(value: string | null | undefined): string[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Keep the raw value when it is not valid percent-encoding.
  }
  return decoded
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=');
  }
  return null;
}

/** The scenario names a request carries (header first, then cookie). */
export function requestScenarioNames(request: Request, cookies?: Record<string, string>): string[] {
  return [
    ...parseScenarioNames(request.headers.get(SCENARIO_HEADER)),
    ...parseScenarioNames(cookies?.[SCENARIO_COOKIE] ?? cookieValue(request, SCENARIO_COOKIE)),
  ];
}

/** Options of {@link createScenarioRegistry}. */
export interface ScenarioRegistryOptions {
  /**
   * Whether a request may name scenarios (header, cookie); default true. False outside demo
   * mode: then only names enabled programmatically answer.
   */
  perRequest?: boolean;
}

/** A scenario name and the one operation it is narrowed to (`name@operationId`), if any. */
function splitName(name: string): { base: string; only: string | null } {
  const at = name.indexOf('@');
  return at === -1
    ? { base: name, only: null }
    : { base: name.slice(0, at), only: name.slice(at + 1) };
}

/** A registry over `catalogue`, with `initial` names enabled. */
export function createScenarioRegistry(
  initial: readonly string[] = [],
  catalogue: readonly Scenario[] = SCENARIOS,
  { perRequest = true }: ScenarioRegistryOptions = {},
): ScenarioRegistry {
  const byName = new Map(catalogue.map((s) => [s.name, s]));
  let enabled: string[] = [];
  const registry: ScenarioRegistry = {
    all: catalogue,
    active: () => [...enabled],
    enable(...names) {
      for (const name of names) {
        if (!byName.has(splitName(name).base)) throw new Error(`Unknown mock scenario: ${name}`);
        if (!enabled.includes(name)) enabled.push(name);
      }
    },
    disable(...names) {
      enabled = enabled.filter((name) => !names.includes(name));
    },
    clear() {
      enabled = [];
    },
    match(request, operationId, cookies) {
      const sent = perRequest ? requestScenarioNames(request, cookies) : [];
      for (const name of [...sent, ...enabled]) {
        const { base, only } = splitName(name);
        const scenario = byName.get(base);
        if (only !== null && only !== operationId) continue;
        if (scenario?.operations.includes(operationId)) return scenario;
      }
      return undefined;
    },
  };
  registry.enable(...initial);
  return registry;
}
