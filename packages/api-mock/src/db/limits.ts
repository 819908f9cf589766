/**
 * The demo backend's rate limits: how many requests of an operation one client address (or one
 * e-mail address, or one client towards one provider) may make in a window. Chosen so that a
 * family never meets them and a script does: a few logins, mails and messages an hour are what
 * people send; hundreds are not. The browser test suite — about 340 tests against one backend
 * from one address in a few minutes, several of them logging the demo customer in or sending
 * forms — stays well below every limit. The README's "Rate limits" table repeats this one.
 */
import type { OperationId } from '../http/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a limit is counted per. */
export type LimitKey =
  /** The client address (the Node server's peer, or the address the local web app forwards). */
  | 'client'
  /** The e-mail address in the body (trimmed, lower case); no e-mail, no count. */
  | 'email'
  /** The client address and the provider of the path. */
  | 'clientAndProvider';

/** One limit of one operation. */
export interface RateLimit {
  operation: OperationId;
  per: LimitKey;
  /** Answers counted: every answer of the handler, or only refused logins (401). */
  counts: 'every' | 'failedLogins';
  /** The number of counted answers the window holds; the next request answers 429. */
  max: number;
  /** The sliding window, in milliseconds. */
  windowMs: number;
  /** A successful login forgets the count (the lock-out of one e-mail ends when it logs in). */
  clearedByLogin?: boolean;
}

/** Every limit. A request is refused when any limit of its operation is full. */
export const RATE_LIMITS: readonly RateLimit[] = [
  {
    operation: 'loginCustomer',
    per: 'email',
    counts: 'failedLogins',
    max: 10,
    windowMs: 15 * MINUTE,
    clearedByLogin: true,
  },
  {
    operation: 'loginCustomer',
    per: 'client',
    counts: 'failedLogins',
    max: 50,
    windowMs: 15 * MINUTE,
  },
  { operation: 'signupCustomer', per: 'client', counts: 'every', max: 30, windowMs: HOUR },
  { operation: 'requestPasswordReset', per: 'email', counts: 'every', max: 5, windowMs: HOUR },
  { operation: 'requestPasswordReset', per: 'client', counts: 'every', max: 20, windowMs: HOUR },
  { operation: 'resendConfirmation', per: 'email', counts: 'every', max: 5, windowMs: HOUR },
  { operation: 'resendConfirmation', per: 'client', counts: 'every', max: 20, windowMs: HOUR },
  {
    operation: 'sendProviderMessage',
    per: 'clientAndProvider',
    counts: 'every',
    max: 10,
    windowMs: HOUR,
  },
  { operation: 'sendProviderMessage', per: 'client', counts: 'every', max: 30, windowMs: HOUR },
  { operation: 'createProviderLead', per: 'client', counts: 'every', max: 20, windowMs: HOUR },
  { operation: 'createApplicant', per: 'client', counts: 'every', max: 30, windowMs: HOUR },
  { operation: 'createBooking', per: 'client', counts: 'every', max: 60, windowMs: 10 * MINUTE },
  { operation: 'reportError', per: 'client', counts: 'every', max: 60, windowMs: MINUTE },
];

/**
 * How many counts the limiter keeps at most (one per client, e-mail or client and provider and
 * limit): beyond it the oldest is forgotten, so no flood of new addresses grows the process.
 */
export const LIMIT_KEYS_MAX = 10_000;

/** The client address of requests that name none (in-process answers: Storybook, unit tests). */
export const LOCAL_CLIENT = 'local';
