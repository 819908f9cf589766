import type { Translation } from '../../catalogue/i18n-types';

/**
 * The booking and payment error catalogue: server codes, card provider codes, PayPal, authorize and
 * redirect failures. Part of the `booking` namespace. Spec: transactions §8.
 */
export const bookingErrors = {
  /** Keyed by the server's error code, as the demo backend answers it. */
  server: {
    provider_not_bookable: "This provider can't be booked at the moment.",
    not_enough_places:
      'There are not enough places left. Please reduce the number of participants or choose another date.',
    too_many_participants:
      'You can book at most {count} participants at once. For more places, please write to the provider.',
    payment_error:
      'Something went wrong with the payment. Please try again or contact our support.',
    unknown_error: 'An unknown error occurred. Please try again later.',
    billing_address_incomplete: 'Your billing address is incomplete. Please complete it.',
    participant_name_missing: 'Please enter a name for every participant.',
    participants_missing: 'Please add at least one participant.',
    email_taken:
      "This email address is already registered, so we couldn't create an account. Please log in or use a different address.",
    customer_data_invalid: 'Your customer details are incomplete or invalid. Please check them.',
    phone_invalid: 'The phone number is not correct. Please check it.',
    price_option_unavailable: 'This price is no longer available. Please reload the page.',
    wrong_password: 'The password is wrong.',
    booking_option_unavailable:
      'An option you chose can no longer be booked or is no longer available.',
    booked_out: 'This date is fully booked or the participant limit has been exceeded.',
    booking_invalid: 'This booking is no longer valid. Please start a new booking.',
    voucher_min_amount: 'This voucher can only be redeemed above a minimum total.',
    terms_not_accepted: 'Please accept the terms and conditions and the privacy policy.',
    voucher_invalid: 'This voucher code is unknown, no longer exists or has already been redeemed.',
    amount_too_high: 'The amount is too high for PayPal. Please choose another payment method.',
    wrong_state: 'This booking now has a different status and cannot be paid.',
    no_payment_method: 'Please choose a payment method.',
    iban_not_valid: 'The IBAN is not valid. Please check it.',
    payment_method_change_failed: "The payment method couldn't be changed. Please try again.",
    session_required:
      'Your session has expired or belongs to another account. Please log in again.',
    not_found: "We couldn't find this booking.",
    payment_not_approved: 'The payment was not made or not approved.',
    booking_expired: 'This booking has expired. Please book again.',
    access_expired: 'Your access has expired.',
    not_yet_active: 'This access is not active yet.',
    rate_limited: 'Too many requests – the booking limit has been reached. Please try again later.',
  },
  /** Keyed by the card payment provider's error code. */
  card: {
    incorrect_number: 'The card number is incorrect.',
    invalid_number: 'The card number is invalid.',
    incomplete_number: 'The card number is incomplete.',
    incomplete_expiry: 'The expiry date is incomplete.',
    incomplete_cvc: 'The security code is incomplete.',
    incomplete_zip: 'The postcode is incomplete.',
    invalid_expiry_month: 'The expiry month is invalid.',
    invalid_expiry_year: 'The expiry year is invalid.',
    invalid_expiry_month_past: 'The expiry date is in the past.',
    invalid_expiry_year_past: 'The expiry year is in the past.',
    invalid_cvc: 'The security code is invalid.',
    incorrect_cvc: 'The security code is incorrect.',
    incorrect_zip: "The postcode doesn't match the card.",
    expired_card: 'The card has expired. Please use another card.',
    card_declined: 'The card was declined. Please use another card or payment method.',
    missing: 'Please enter your card details.',
    processing_error: 'An error occurred while processing the card. Please try again.',
    rate_limit: 'Too many requests in a short time. Please wait a moment and try again.',
    authentication_required: 'Your bank would like you to confirm the payment.',
    payment_intent_authentication_failure:
      "The payment couldn't be confirmed. Please try again or choose another payment method.",
    payment_intent_unexpected_state:
      'The payment is in an unexpected state. Please reload the page.',
    invalid_iban: 'The IBAN is invalid.',
    incomplete_iban: 'The IBAN is incomplete.',
    invalid_iban_country_code: 'The IBAN has an invalid country code.',
    invalid_bank_account_iban: 'The IBAN is invalid.',
  },
  /** By HTTP status of the booking create call. */
  create: {
    badRequest: "The booking couldn't be created like this. Please contact the provider.",
    tooManyRequests:
      'Too many requests – the booking limit has been reached. Please try again later.',
  },
  paypal: {
    amountTooHigh: 'The amount is too high for PayPal. Please choose another payment method.',
    badRequest: "PayPal isn't possible for this booking or the order couldn't be created.",
    wrongState: 'This booking now has a different status.',
    createOrder:
      "The PayPal order couldn't be created. Please try again or choose another payment method.",
  },
  authorize: {
    wrongPassword: "Sorry, that password isn't right.",
    unexpected: 'An unexpected problem occurred. Please contact the provider directly.',
  },
  /** Keyed by the domain RedirectFailureKey. */
  redirect: {
    generic: 'Something went wrong with the payment.',
    canceled: 'You cancelled the payment.',
    failed: 'The payment failed.',
    wrongState: 'The booking has a status in which it cannot be paid.',
    sessionLost: "Your session has expired or doesn't match this booking. Please log in again.",
    notFound: "We couldn't find the booking.",
    notPaid: 'The payment was not made or not approved.',
    expired: 'The booking has expired.',
  },
  payment: 'Something went wrong with the payment. Please try again or contact our support.',
  paymentChange: "The payment method couldn't be changed.",
  moduleFailed:
    "The payment module couldn't be loaded. If you use an ad blocker, please turn it off for this site and reload the page.",
  loadFailed: "The booking couldn't be loaded.",
} satisfies Translation['booking']['errors'];
