/** Named error scenarios: the catalogue, its types and the registry. */
export { SCENARIOS } from './catalogue';
export {
  SCENARIO_COOKIE,
  SCENARIO_HEADER,
  createScenarioRegistry,
  parseScenarioNames,
  requestScenarioNames,
} from './registry';
export type { ScenarioRegistry } from './registry';
export type { Scenario, ScenarioAnswer, ScenarioBody } from './types';
