import type { ApiClient, Booking } from '@kurse/api-client';
import type { PaymentMethod } from '@kurse/domain';
import { cardErrorMessage, serverErrorMessage, type Messages } from '@kurse/i18n';
import type { BillingDetails, GatewayActions, GatewayMethod } from '../payments';
import { validateBooking } from './validate-booking';

/** How a payment ended. */
export type PayOutcome =
  | { kind: 'paid'; booking: Booking }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string };

/** The methods this checkout pays through the gateway, with the gateway's name for each. */
export const GATEWAY_METHODS: Partial<Record<PaymentMethod, GatewayMethod>> = {
  card: 'card',
  sepaDebit: 'sepa_debit',
  giropay: 'giropay',
  sofort: 'sofort',
  klarna: 'klarna',
};

/** The gateway method and id of the customer's saved payment method, when it can pay. */
function savedMethod(
  saved: Booking['paymentMethod'],
): { method: GatewayMethod; id: string } | null {
  if (!saved?.id) return null;
  if (saved.type === 'card') return { method: 'card', id: saved.id };
  if (saved.type === 'sepa_debit') return { method: 'sepa_debit', id: saved.id };
  return null;
}

/** What a payment needs. */
export interface PayInput {
  api: ApiClient;
  LL: Messages;
  actions: GatewayActions;
  booking: Pick<Booking, 'id' | 'clientSecret' | 'paymentMethod'>;
  method: PaymentMethod;
  billing: BillingDetails;
  /** The checkout redirect page, where banks and authentications return to. */
  returnUrl: string;
}

/**
 * The confirm call with the payment (a payment intent, or PayPal's approval): the paid booking,
 * or the message of its failure.
 */
export async function confirmBooking(
  api: ApiClient,
  LL: Messages,
  id: number,
  paymentObject: Record<string, unknown>,
): Promise<PayOutcome> {
  const result = await api.POST('/bookings/{id}/confirm', {
    params: { path: { id } },
    body: { paymentObject },
  });
  if (result.ok) return { kind: 'paid', booking: result.data };
  // Spec: transactions §8 Confirm booking: 422 shows the first server code, else the payment error.
  if (result.error.status === 422) {
    return { kind: 'failed', message: serverErrorMessage(LL, result.error.code) };
  }
  return { kind: 'failed', message: LL.booking.errors.payment() };
}

/**
 * Pays a prepared booking, once the server has cleared it (`GET /bookings/{id}/validate`: booked
 * out or no longer valid stop here, before money moves): the saved method (a card or an account) pays with its id; a new SEPA
 * debit first checks the IBAN through its token (`POST
 * /bookings/{id}/payments/validate`, refused when invalid); the gateway confirms the payment
 * intent (banks and authentications leave to the redirect page); a paid intent confirms the
 * booking (`POST /bookings/{id}/confirm` with the payment). Card provider codes map to their
 * messages, anything else to the generic payment error. Spec: transactions §2 Checkout; §4 Payment
 * methods; §5 (IBAN token check); §7; §8 Payment, Confirm booking, Card provider errors.
 */
export async function pay(input: PayInput): Promise<PayOutcome> {
  const { api, LL, actions, booking, method, billing, returnUrl } = input;
  const saved = method === 'saved' ? savedMethod(booking.paymentMethod) : null;
  const gatewayMethod = saved?.method ?? GATEWAY_METHODS[method];
  if (!gatewayMethod || !booking.clientSecret) {
    return { kind: 'failed', message: LL.booking.errors.payment() };
  }
  const checked = await validateBooking(api, LL, booking.id);
  if (!checked.ok) return { kind: 'failed', message: checked.message };
  const clientSecret = checked.booking.clientSecret ?? booking.clientSecret;
  if (gatewayMethod === 'sepa_debit' && !saved) {
    const token = await actions.ibanToken(billing);
    if ('code' in token) return { kind: 'failed', message: cardErrorMessage(LL, token.code) };
    const valid = await api.POST('/bookings/{id}/payments/validate', {
      params: { path: { id: booking.id } },
      body: { payment: { tokenId: token.tokenId } },
    });
    if (!valid.ok) return { kind: 'failed', message: serverErrorMessage(LL, valid.error.code) };
  }
  const outcome = await actions.confirm(gatewayMethod, {
    clientSecret,
    billing,
    returnUrl,
    ...(saved ? { savedPaymentMethodId: saved.id } : {}),
  });
  if (outcome.kind === 'redirecting') return outcome;
  if (outcome.kind === 'failed')
    return { kind: 'failed', message: cardErrorMessage(LL, outcome.code) };
  return confirmBooking(api, LL, booking.id, { ...outcome.paymentIntent });
}
