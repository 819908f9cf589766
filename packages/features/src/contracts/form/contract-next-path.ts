import type { Contract } from '@kurse/api-client';
import { routePath } from '../../course';

/**
 * Where a new contract leads: the checkout of the booking that pays for it, or — when the server
 * made no booking — the contract's success page. Spec: transactions §2 New contract modal ("On
 * success it goes to the booking checkout page"), §7.
 */
export function contractNextPath(contract: Contract, productId: number): string {
  const booking = contract.booking;
  return booking
    ? routePath('checkout', { slug: booking.provider.slug, id: booking.id })
    : routePath('contractSuccess', { productId, id: contract.id });
}
