/**
 * The server side of PayPal at checkout: creating the order, switching back to the card payment
 * provider, and the messages of their failures. Spec: transactions §4 Payment methods, §7 POST
 * /bookings/{id}/payments, §8 PayPal create order, Payment method change failure.
 */
import type { ApiClient, Booking } from '@kurse/api-client';
import { paymentKind, paypalOrderErrorKey, type PaymentMethod } from '@kurse/domain';
import type { Messages } from '@kurse/i18n';

/** A created PayPal order with the updated booking, or the message of its failure. */
export type PayPalOrderResult = { booking: Booking; orderId: string } | { message: string };

/**
 * Creates the PayPal order of a booking (`POST /bookings/{id}/payments`, type paypal): the
 * booking carries `paypalOrderId`. 422 amount too high, 400 type or order error, 409 booking in
 * another status, anything else (also an answer without an order id) the create-order error.
 */
export async function createPayPalOrder(
  api: ApiClient,
  LL: Messages,
  bookingId: number,
): Promise<PayPalOrderResult> {
  const result = await api.POST('/bookings/{id}/payments', {
    params: { path: { id: bookingId } },
    body: { payment: { type: 'paypal' } },
  });
  const messages = LL.booking.errors.paypal;
  if (!result.ok) return { message: messages[paypalOrderErrorKey(result.error.status)]() };
  const orderId = result.data.paypalOrderId;
  return orderId ? { booking: result.data, orderId } : { message: messages.createOrder() };
}

/**
 * Switches the booking's payment to the kind of `method` (domain `paymentKind`: stripe for every
 * method but PayPal), e.g. when leaving PayPal: the updated booking (a new client secret), or null
 * when the change failed (the payment-change alert).
 */
export async function switchPayment(
  api: ApiClient,
  bookingId: number,
  method: PaymentMethod,
): Promise<Booking | null> {
  const result = await api.POST('/bookings/{id}/payments', {
    params: { path: { id: bookingId } },
    body: { payment: { type: paymentKind(method) } },
  });
  return result.ok ? result.data : null;
}
