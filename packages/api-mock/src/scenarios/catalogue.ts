/** Every scenario, for the registry, the README table and the contract tests. */
import { BOOKING_SCENARIOS } from './catalogue-booking';
import { DISCOVERY_SCENARIOS } from './catalogue-discovery';
import { FAULT_SCENARIOS } from './catalogue-faults';
import { LIMIT_SCENARIOS } from './catalogue-limits';
import { PAYMENT_SCENARIOS } from './catalogue-payments';
import { TRANSACTION_SCENARIOS } from './catalogue-transactions';
import type { Scenario } from './types';

/** All named error scenarios of both §8 catalogues, and the faults outside the contract. */
export const SCENARIOS: readonly Scenario[] = [
  ...DISCOVERY_SCENARIOS,
  ...BOOKING_SCENARIOS,
  ...PAYMENT_SCENARIOS,
  ...TRANSACTION_SCENARIOS,
  ...LIMIT_SCENARIOS,
  ...FAULT_SCENARIOS,
];
