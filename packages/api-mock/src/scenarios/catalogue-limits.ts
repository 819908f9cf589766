/**
 * Scenarios of the rate limits (README "Rate limits"): the answers a full limit gives, for the
 * stories and tests of the forms that show them without sending a request more than once.
 */
import type { Scenario, ScenarioAnswer } from './types';

/** A 429 of the rate limits: the shared error body with `rate_limited` and `Retry-After`. */
function limited(message: string, retryAfterSeconds: number): ScenarioAnswer {
  return {
    kind: 'status',
    status: 429,
    body: { status: 429, code: 'rate_limited', message },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  };
}

/** The login lock-out and the full limit of the other forms. */
export const LIMIT_SCENARIOS: readonly Scenario[] = [
  {
    name: 'login-locked',
    description:
      'Too many failed logins for the e-mail: login answers 429 with Retry-After 600 (10 minutes), also with the right password.',
    spec: 'discovery §5 Login, §8 Login failed',
    operations: ['loginCustomer'],
    answer: limited('Too many failed logins, please try again later.', 600),
  },
  {
    name: 'account-rate-limited',
    description:
      'Sign-up and the reset and confirmation mails answer 429 with Retry-After 1800 (30 minutes).',
    spec: 'discovery §5 Signup, Reset password, §8',
    operations: ['signupCustomer', 'requestPasswordReset', 'resendConfirmation'],
    answer: limited('Too many requests, please try again later.', 1800),
  },
  {
    name: 'message-rate-limited',
    description:
      'Contact messages, leads and waiting-list entries answer 429 with Retry-After 1800 (30 minutes).',
    spec: 'discovery §5 Contact form, Waiting list, Lead, §8',
    operations: ['sendProviderMessage', 'createProviderLead', 'createApplicant'],
    answer: limited('Too many requests, please try again later.', 1800),
  },
];
