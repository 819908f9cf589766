/**
 * The Storybook toolbar's demo-backend scenario: any of `@kurse/api-mock`'s named scenarios
 * (`SCENARIOS`: the §8 errors, the limits, the faults such as `answer-500` or `answer-hang`),
 * enabled on the demo backend of whichever feature story is shown, after its own setup.
 */
import { SCENARIOS } from '@kurse/api-mock';

/** The global's name (`globals.scenario`). */
export const SCENARIO_GLOBAL = 'scenario';

/** The toolbar's value for "no scenario": every request answered as the seed has it. */
export const NO_SCENARIO = 'none';

/** The global's toolbar: "No scenario", then every scenario of the catalogue by name. */
export const scenarioGlobalType = {
  description: 'Demo backend scenario of feature stories',
  toolbar: {
    title: 'Scenario',
    icon: 'database' as const,
    items: [
      { value: NO_SCENARIO, title: 'No scenario' },
      ...SCENARIOS.map(({ name }) => ({ value: name, title: name })),
    ],
    dynamicTitle: true,
  },
};

const NAMES = new Set(SCENARIOS.map(({ name }) => name));

/** The scenario the toolbar chose, or null (none, or a name the catalogue no longer has). */
export function scenarioOf(globals: Readonly<Record<string, unknown>> | undefined): string | null {
  const value = globals?.[SCENARIO_GLOBAL];
  return typeof value === 'string' && NAMES.has(value) ? value : null;
}
