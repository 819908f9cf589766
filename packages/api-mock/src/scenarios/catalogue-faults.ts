/**
 * Faults outside the contract for every operation (discovery §8, transactions §8): the client's
 * time limit and the pages' shape checks must end each in the generic error with a retry.
 */
import type { OperationId } from '../http/types';
import type { Scenario } from './types';

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

/** The fault scenarios. */
export const FAULT_SCENARIOS: readonly Scenario[] = [
  {
    name: 'answer-empty',
    description: 'Every call answers 200 with an empty body.',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'empty' },
  },
  {
    name: 'answer-wrong-shape',
    description: 'Every call answers 200 with a body of the wrong shape.',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'wrongShape' },
  },
  {
    name: 'answer-garbled',
    description: 'Every call answers 200 with JSON that breaks off in the middle.',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'garbled' },
  },
  {
    name: 'answer-500',
    description:
      'Every call answers 500 with the shared error body (where the contract names none too).',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'serverError' },
  },
  {
    name: 'answer-502',
    description: 'Every call answers 502 with a gateway’s HTML page.',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'badGateway' },
  },
  {
    name: 'answer-503',
    description: 'Every call answers 503 with a gateway’s text and `Retry-After: 30`.',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'unavailable' },
  },
  {
    name: 'answer-reset',
    description: 'Every call’s connection is closed without an answer (a reset).',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'networkError' },
  },
  {
    name: 'answer-hang',
    description: 'No call answers (until the request is aborted, at most 2 minutes).',
    spec: SPEC,
    operations: EVERY_OPERATION,
    answer: { kind: 'fault', fault: 'hang' },
  },
];
