/** Scenarios for booking creation and every booking message of transactions §8. */
import type { OperationId } from '../http/types';
import { fail } from './types';
import type { Scenario } from './types';

const CREATE: readonly OperationId[] = ['createBooking'];
const CREATE_AND_VALIDATE: readonly OperationId[] = ['createBooking', 'validateBooking'];

/** A 422 booking message with its server code. */
function message(
  name: string,
  code: string,
  text: string,
  operations: readonly OperationId[] = CREATE,
  errors?: Record<string, string[]>,
): Scenario {
  return {
    name,
    description: `Booking message "${text}" (422, code ${code}).`,
    spec: 'transactions §8 Booking messages',
    operations,
    answer: fail(422, code, text, errors),
  };
}

/** Transactions §8 Booking create and Booking messages. */
export const BOOKING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'booking-no-response',
    description: 'Booking creation gets no response (network error): unknown error.',
    spec: 'transactions §8 Booking create',
    operations: CREATE,
    answer: { kind: 'networkError' },
  },
  {
    name: 'booking-wrong-password',
    description: 'Booking creation answers 401: wrong password.',
    spec: 'transactions §8 Booking create',
    operations: CREATE,
    answer: fail(401, 'wrong_password', 'Wrong password.'),
  },
  {
    name: 'booking-invalid',
    description: 'Booking creation answers 422 with field errors; the first is alerted.',
    spec: 'transactions §8 Booking create, §5',
    operations: CREATE,
    answer: fail(422, undefined, 'Please check your details.', {
      firstName: ["can't be blank"],
      postalCode: ["can't be blank"],
    }),
  },
  {
    name: 'booking-rate-limited',
    description: 'Booking creation answers 429: booking limit reached, try later.',
    spec: 'transactions §8 Booking create',
    operations: CREATE,
    answer: fail(429, 'rate_limited', 'Too many requests, please try again later.'),
  },
  {
    name: 'booking-bad-request',
    description: 'Booking creation answers 400: bad request, contact the provider.',
    spec: 'transactions §8 Booking create',
    operations: CREATE,
    answer: fail(400, undefined, 'Bad request.'),
  },
  {
    name: 'booking-unknown',
    description: 'Booking creation answers 500: unknown error.',
    spec: 'transactions §8 Booking create',
    operations: CREATE,
    answer: fail(500, undefined, 'Unexpected server error.'),
  },
  message(
    'booking-provider-not-bookable',
    'provider_not_bookable',
    'Provider cannot be booked now.',
  ),
  message('booking-not-enough-places', 'not_enough_places', 'Not enough places left.'),
  message('booking-too-many-participants', 'too_many_participants', 'At most 3 participants.'),
  message('booking-payment-error', 'payment_error', 'Payment error, please retry.'),
  message('booking-unknown-error', 'unknown_error', 'Unknown error.'),
  message(
    'booking-billing-address-incomplete',
    'billing_address_incomplete',
    'Billing address incomplete.',
    CREATE,
    { street: ["can't be blank"] },
  ),
  message(
    'booking-participant-name-missing',
    'participant_name_missing',
    'Participant name missing.',
  ),
  message('booking-participants-missing', 'participants_missing', 'At least one participant.'),
  message('email-taken', 'email_taken', 'Email already registered.', CREATE, {
    email: ['has already been taken'],
  }),
  message(
    'booking-customer-data-invalid',
    'customer_data_invalid',
    'Customer data incomplete or invalid.',
  ),
  message('booking-phone-invalid', 'phone_invalid', 'Phone number incorrect.', CREATE, {
    phone: ['is invalid'],
  }),
  message(
    'booking-price-option-unavailable',
    'price_option_unavailable',
    'Price option no longer available.',
    CREATE_AND_VALIDATE,
  ),
  message('booking-message-wrong-password', 'wrong_password', 'Wrong password.'),
  message(
    'booking-option-unavailable',
    'booking_option_unavailable',
    'Booking option no longer bookable.',
  ),
  message('booking-booked-out', 'booked_out', 'Booked out.', CREATE_AND_VALIDATE),
  message(
    'booking-no-longer-valid',
    'booking_invalid',
    'Booking no longer valid.',
    CREATE_AND_VALIDATE,
  ),
  message('voucher-minimum', 'voucher_min_amount', 'Voucher needs a minimum total.'),
  message('terms-required', 'terms_not_accepted', 'Terms and privacy must be accepted.'),
];
