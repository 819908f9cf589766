/**
 * Faults outside the contract for every operation (discovery §8, transactions §8): the client's
 * time limit and the pages' shape checks must end each in the generic error with a retry.
 */
import type { OperationId } from '../http/types';
import type { Scenario, ScenarioAnswer } from './types';

/** Every operation of the contract (a missing or extra one fails `tsc`). */
export const EVERY_OPERATION = [
  'getProviderPreview',
  'createProviderLead',
  'getProvider',
  'listProviderRecommendations',
  'getProviderTerms',
  'getProviderPrivacyPolicy',
  'sendProviderMessage',
  'createApplicant',
  'getVoucher',
  'listProviderPosts',
  'getProviderPost',
  'listPosts',
  'listCourses',
  'getCourse',
  'listCourseRecommendations',
  'getFranchise',
  'listFranchiseProviders',
  'getFranchiseSchedule',
  'searchAll',
  'searchCourses',
  'searchLocations',
  'searchText',
  'loginCustomer',
  'logoutCustomer',
  'signupCustomer',
  'getCurrentCustomer',
  'resendConfirmation',
  'resetPassword',
  'requestPasswordReset',
  'listCustomerBookings',
  'listCustomerApplications',
  'listCustomerPayments',
  'updateCustomer',
  'listContracts',
  'createContract',
  'getContract',
  'cancelContract',
  'createBooking',
  'authorizeBooking',
  'getBooking',
  'confirmBooking',
  'validateBooking',
  'cancelBooking',
  'createBookingPayment',
  'validateBookingPayment',
  'getProduct',
  'getRoom',
  'getPrivacyPolicy',
  'getTerms',
  'trackForwarded',
  'trackView',
  'reportError',
  'autocompleteAddress',
  'geocodeAddress',
  'lookupVideo',
] as const satisfies readonly OperationId[];

type Missing = Exclude<OperationId, (typeof EVERY_OPERATION)[number]>;
/** Compile-time check that the list is complete. */
export const EVERY_OPERATION_LISTED: [Missing] extends [never] ? true : Missing = true;

const SPEC = 'discovery §8, transactions §8 (generic error with retry)';

/** A fault scenario for every operation. */
const everyOperation = (name: string, description: string, answer: ScenarioAnswer): Scenario => ({
  name,
  description,
  spec: SPEC,
  operations: EVERY_OPERATION,
  answer,
});

/** The fault scenarios. */
export const FAULT_SCENARIOS: readonly Scenario[] = [
  everyOperation('answer-empty', 'Every call answers 200 with an empty body.', {
    kind: 'fault',
    fault: 'empty',
  }),
  everyOperation('answer-wrong-shape', 'Every call answers 200 with a body of the wrong shape.', {
    kind: 'fault',
    fault: 'wrongShape',
  }),
  everyOperation(
    'answer-garbled',
    'Every call answers 200 with JSON that breaks off in the middle.',
    { kind: 'fault', fault: 'garbled' },
  ),
  everyOperation(
    'answer-500',
    'Every call answers 500 with the shared error body (where the contract names none too).',
    { kind: 'fault', fault: 'serverError' },
  ),
  everyOperation('answer-502', 'Every call answers 502 with a gateway’s HTML page.', {
    kind: 'fault',
    fault: 'badGateway',
  }),
  everyOperation(
    'answer-503',
    'Every call answers 503 with a gateway’s text and `Retry-After: 30`.',
    { kind: 'fault', fault: 'unavailable' },
  ),
  everyOperation('answer-reset', 'Every call’s connection is closed without an answer (a reset).', {
    kind: 'networkError',
  }),
  everyOperation(
    'answer-hang',
    'No call answers (until the request is aborted, at most 2 minutes).',
    { kind: 'fault', fault: 'hang' },
  ),
];
