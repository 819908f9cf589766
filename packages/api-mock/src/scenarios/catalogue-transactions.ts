/** Scenarios for contract, product, room and video errors (transactions §8). */
import { SERVER_ERROR, one } from './scenario-helpers';
import { fail } from './types';
import type { Scenario } from './types';

/** Transactions §8 Contract errors; Room, video and content errors. */
export const TRANSACTION_SCENARIOS: readonly Scenario[] = [
  one(
    'contract-wrong-password',
    'Contract',
    'createContract',
    401,
    'wrong_password',
    'Wrong event password',
  ),
  {
    name: 'contract-invalid',
    description: 'Contract creation answers 422 with field errors under productContract.',
    spec: 'transactions §8 Contract errors, §5',
    operations: ['createContract'],
    answer: {
      kind: 'status',
      status: 422,
      body: { status: 422, productContract: { participantName: ["can't be blank"] } },
    },
  },
  {
    name: 'contract-invalid-unwrapped',
    description: 'Contract creation answers 422 without productContract: unknown-error alert.',
    spec: 'transactions §8 Contract errors',
    operations: ['createContract'],
    answer: fail(422, undefined, 'Validation failed.', { participantName: ["can't be blank"] }),
  },
  one(
    'contract-rate-limited',
    'Contract',
    'createContract',
    429,
    'rate_limited',
    'Too many requests',
  ),
  one('contract-unknown', 'Contract', 'createContract', 500, undefined, SERVER_ERROR),
  one('product-not-found', 'Contract errors', 'getProduct', 404, undefined, 'Product not found'),
  one('product-server-error', 'Contract errors', 'getProduct', 500, undefined, SERVER_ERROR),
  one('contract-load-failed', 'Contract load', 'getContract', 500, undefined, SERVER_ERROR),
  one('room-expired', 'Room', 'getRoom', 410, 'access_expired', 'Room access expired'),
  one('room-too-early', 'Room', 'getRoom', 425, 'not_yet_active', 'No content or not active yet'),
  one(
    'room-session-required',
    'Room',
    'getRoom',
    401,
    'session_required',
    'Session required, please log in',
  ),
  one('room-not-found', 'Room', 'getRoom', 404, undefined, 'Room not found'),
  one('room-error', 'Room', 'getRoom', 500, undefined, SERVER_ERROR),
  one('video-not-found', 'Video lookup', 'lookupVideo', 404, undefined, 'Video not found'),
  one('video-error', 'Video lookup', 'lookupVideo', 500, undefined, SERVER_ERROR),
  {
    name: 'session-expired',
    description:
      'The stored session is no longer accepted: a logged-in submit (booking, contract, account, waiting list) answers 401 session_required.',
    spec: 'discovery §4 User session; transactions §8 Booking create, Contract errors',
    operations: ['createBooking', 'createContract', 'updateCustomer', 'createApplicant'],
    answer: fail(401, 'session_required', 'Your session has expired. Please log in again.'),
  },
];
