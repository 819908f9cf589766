/**
 * @kurse/api-mock — the embedded Kurse demo backend for the browser, Storybook and Vitest: MSW
 * handlers for every operation of the contract over a seeded in-memory database, with named error
 * scenarios. The Node HTTP server is in `@kurse/api-mock/server`.
 */
export { createMockApi, createMockHandlers } from './api';
export type { MockApi, MockApiOptions } from './api';
export type { Clock } from './context';
export { ROUTE_TABLE } from './handlers';
export type { RouteInfo } from './handlers';
export { IMAGE_HEADERS } from './handlers/images';
export { FINGERPRINT_HEADER } from './http/respond';
export type { AnyReply, Method, OperationId, Reply, RequestBody } from './http/types';
export {
  SCENARIOS,
  SCENARIO_COOKIE,
  SCENARIO_HEADER,
  createScenarioRegistry,
  parseScenarioNames,
} from './scenarios';
export type { Scenario, ScenarioAnswer, ScenarioBody, ScenarioRegistry } from './scenarios';
export { DEFAULT_SEED_NOW, createSeed } from './seed';
export { FIXTURES } from './seed/fixtures';
export { IMAGE_PATH, seedImage, seedImageNames } from './seed/image-store';
export type * from './db/types';
