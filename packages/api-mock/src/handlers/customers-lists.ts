/** The customer's bookings, waiting-list applications and saved payment methods (discovery §7). */
import { sortBookings } from '@kurse/domain';
import { ok, unauthorized } from '../http/replies';
import { route } from '../http/route';

/** Routes of the customer's lists; each needs a valid session. */
export const customerListRoutes = [
  route('listCustomerBookings', '/customers/bookings', 'get', ({ ctx, session }) => {
    if (!session) return unauthorized();
    const own = ctx.db.bookings
      .filter((b) => b.customerId === session.user.id)
      .map((b) => b.booking);
    return ok({ bookings: sortBookings(own) });
  }),
  route('listCustomerApplications', '/customers/applications', 'get', ({ ctx, session }) => {
    if (!session) return unauthorized();
    // Only what the account itself sent: a guest's entry with the account's e-mail is anyone's.
    const applications = ctx.db.applications
      .filter((a) => a.customerId === session.user.id)
      .map((a) => a.applicant);
    return ok({ applications });
  }),
  route('listCustomerPayments', '/customers/payments', 'get', ({ session }) =>
    session ? ok({ payments: session.paymentMethods }) : unauthorized(),
  ),
];
