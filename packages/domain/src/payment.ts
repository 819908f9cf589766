import { isFreeBooking } from './money';

/** Polling of a pending payment intent: every 5 s, up to 5 retries. Spec: transactions §2 Checkout redirect, §9. */
export const PAYMENT_POLLING = { intervalMs: 5000, retries: 5 } as const;
/** Fee for a failed SEPA direct debit: 7.50 EUR in cents. Spec: transactions §9. */
export const SEPA_FAILED_DEBIT_FEE_CENTS = 750;
/** SEPA refund window in weeks. Spec: transactions §9. */
export const SEPA_REFUND_WINDOW_WEEKS = 8;

/** Payment method choices, as keys. Spec: transactions §4 Payment methods. */
export const PAYMENT_METHODS = [
  'saved',
  'card',
  'sepaDebit',
  'giropay',
  'sofort',
  'klarna',
  'paymentRequest',
  'paypal',
  'lastSaved',
] as const;
/** One payment method key. Spec: transactions §4 Payment methods. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why a checkout redirect failed, as a message key. Spec: transactions §2 Checkout redirect, §8. */
export type RedirectFailureKey =
  | 'generic'
  | 'canceled'
  | 'failed'
  | 'wrongState'
  | 'sessionLost'
  | 'notFound'
  | 'notPaid'
  | 'expired';

/** What the checkout redirect page does next. Spec: transactions §2 Checkout redirect page. */
export type RedirectDecision =
  | { kind: 'success' }
  | { kind: 'failure'; key: RedirectFailureKey }
  | { kind: 'lookupIntent' }
  | { kind: 'paymentError' };

/**
 * Checkout redirect decision from the loaded booking's status and the `redirect_status` query.
 * Spec: transactions §2 Checkout redirect page. Paid → success; canceled/failed → failure with
 * that key; succeeded/pending/processing → look up the payment intent; anything else (also a
 * missing value) → payment error alert.
 */
export function redirectDecision(i: {
  bookingStatus: string;
  redirectStatus: string | null | undefined;
}): RedirectDecision {
  if (i.bookingStatus === 'paid') return { kind: 'success' };
  switch (i.redirectStatus) {
    case 'canceled':
    case 'failed':
      return { kind: 'failure', key: i.redirectStatus };
    case 'succeeded':
    case 'pending':
    case 'processing':
      return { kind: 'lookupIntent' };
    default:
      return { kind: 'paymentError' };
  }
}

const FAILURE_BY_HTTP_STATUS: Readonly<Record<number, RedirectFailureKey>> = {
  400: 'wrongState',
  401: 'sessionLost',
  404: 'notFound',
  409: 'notPaid',
  410: 'expired',
};

/**
 * Failure key when the booking cannot be loaded on the redirect page. Spec: transactions §2
 * Checkout redirect, §8 Redirect failures. 400, 401, 404, 409, 410 have keys; else generic.
 */
export function redirectFailureKey(httpStatus: number | null | undefined): RedirectFailureKey {
  return (httpStatus != null && FAILURE_BY_HTTP_STATUS[httpStatus]) || 'generic';
}

/** Next step after looking up the payment intent. Spec: transactions §2 Checkout redirect page. */
export type PollStep =
  | { kind: 'confirm' }
  | { kind: 'poll'; delayMs: number; attempt: number }
  | { kind: 'paymentError' };

/**
 * Next step after a payment intent lookup. Spec: transactions §2 Checkout redirect page, §9.
 * `attempt` is the number of retries already made (0 after the first lookup). succeeded or
 * processing → confirm; pending → poll again in 5 s while fewer than 5 retries were made, then
 * confirm anyway; any other status → payment error.
 */
export function nextPollStep(intentStatus: string, attempt: number): PollStep {
  if (intentStatus === 'succeeded' || intentStatus === 'processing') return { kind: 'confirm' };
  if (intentStatus !== 'pending') return { kind: 'paymentError' };
  if (attempt < PAYMENT_POLLING.retries) {
    return { kind: 'poll', delayMs: PAYMENT_POLLING.intervalMs, attempt: attempt + 1 };
  }
  return { kind: 'confirm' };
}

/**
 * True when the stored payment method can be offered as "saved": it exists and, when the booking
 * lists valid method types, its type is one of them. Spec: transactions §4 Payment methods.
 */
export function isSavedPaymentMethodValid(
  method: { type?: string | null; id?: string | null } | null | undefined,
  validTypes?: readonly string[] | null,
): boolean {
  if (!method?.id || !method.type) return false;
  return !validTypes || validTypes.includes(method.type);
}

/**
 * Pre-selected payment method: 'saved' if the stored method is valid, otherwise 'card'; null for a
 * free booking, which skips payment. Spec: transactions §4 Payment methods, §2 Free bookings.
 */
export function defaultPaymentMethod(i: {
  costs: number;
  paymentMethod?: { type?: string | null; id?: string | null } | null;
  validPaymentMethodTypes?: readonly string[] | null;
}): 'saved' | 'card' | null {
  if (!needsPayment(i.costs)) return null;
  return isSavedPaymentMethodValid(i.paymentMethod, i.validPaymentMethodTypes) ? 'saved' : 'card';
}

/** A booking needs payment unless it is free. Spec: transactions §2 Free bookings, §4 Payment methods. */
export function needsPayment(costs: number): boolean {
  return !isFreeBooking(costs);
}

/** SEPA direct debit needs a mandate consent. Spec: transactions §4 Payment methods. */
export function requiresMandateConsent(method: PaymentMethod | null): boolean {
  return method === 'sepaDebit';
}

/**
 * Payment kind sent to the booking payment call: PayPal, or stripe for every other method (also
 * when leaving PayPal for another one). Spec: transactions §4 Payment methods, §7.
 */
export function paymentKind(method: PaymentMethod): 'paypal' | 'stripe' {
  return method === 'paypal' ? 'paypal' : 'stripe';
}

/** The payment method key of each type the server lists. Spec: transactions §4 Payment methods. */
const METHOD_OF_TYPE: Readonly<Record<string, PaymentMethod>> = {
  card: 'card',
  sepa_debit: 'sepaDebit',
  giropay: 'giropay',
  sofort: 'sofort',
  klarna: 'klarna',
  paypal: 'paypal',
};

/**
 * The payment methods the checkout offers, in the server's order: "saved" first when the stored
 * method is valid, then every type of `validPaymentMethodTypes` the product knows (unknown types
 * are left out; the list shown is always the server's), with the payment request button right
 * after card when the browser has a wallet (it pays as a card). Without a list, card only.
 * Spec: transactions §4 Payment methods, §2 Checkout.
 */
export function offeredPaymentMethods(
  booking: {
    paymentMethod?: { type?: string | null; id?: string | null } | null;
    validPaymentMethodTypes?: readonly string[] | null;
  },
  { wallet = false }: { wallet?: boolean } = {},
): PaymentMethod[] {
  const types = booking.validPaymentMethodTypes ?? ['card'];
  const listed = types.flatMap((type): PaymentMethod[] => {
    const method = METHOD_OF_TYPE[type];
    if (!method) return [];
    return method === 'card' && wallet ? ['card', 'paymentRequest'] : [method];
  });
  const saved = isSavedPaymentMethodValid(booking.paymentMethod, booking.validPaymentMethodTypes);
  return saved ? ['saved', ...listed] : listed;
}

/** Why a PayPal order could not be created, as a message key. Spec: transactions §8 PayPal create order. */
export type PayPalOrderErrorKey = 'amountTooHigh' | 'badRequest' | 'wrongState' | 'createOrder';

const PAYPAL_ERROR_BY_HTTP_STATUS: Readonly<Record<number, PayPalOrderErrorKey>> = {
  422: 'amountTooHigh',
  400: 'badRequest',
  409: 'wrongState',
};

/**
 * The message key of a failed PayPal order creation (`POST /bookings/{id}/payments` with type
 * paypal): 422 amount too high, 400 type or order creation error, 409 booking already in another
 * status, anything else (also no answer) the create-order error. Spec: transactions §8.
 */
export function paypalOrderErrorKey(httpStatus: number | null | undefined): PayPalOrderErrorKey {
  return (httpStatus != null && PAYPAL_ERROR_BY_HTTP_STATUS[httpStatus]) || 'createOrder';
}

/**
 * True when changing from one payment method to another needs the booking payment call: leaving
 * PayPal after its order was created switches the booking back to the card payment provider
 * (kind stripe). Spec: transactions §4 Payment methods ("Leaving PayPal for another method calls
 * the booking payment with kind stripe").
 */
export function leavesPayPal(
  booking: { paypalOrderId?: string | null },
  next: PaymentMethod | null,
): boolean {
  return Boolean(booking.paypalOrderId) && next !== 'paypal';
}
