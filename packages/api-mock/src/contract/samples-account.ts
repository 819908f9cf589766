/** Happy-path samples of the account, booking, contract, product and room operations. */
import type { MockApi } from '../api';
import { courseById } from '../db/lookup';
import type { OperationId } from '../http/types';
import { FIXTURES } from '../seed/fixtures';
import type { Sample } from './sample';

type AccountOperation = Extract<
  OperationId,
  | 'authorizeBooking'
  | 'cancelBooking'
  | 'cancelContract'
  | 'confirmBooking'
  | 'createBooking'
  | 'createBookingPayment'
  | 'createContract'
  | 'getBooking'
  | 'getContract'
  | 'getCurrentCustomer'
  | 'getProduct'
  | 'getRoom'
  | 'getVoucher'
  | 'listContracts'
  | 'listCustomerApplications'
  | 'listCustomerBookings'
  | 'listCustomerPayments'
  | 'loginCustomer'
  | 'logoutCustomer'
  | 'requestPasswordReset'
  | 'resendConfirmation'
  | 'resetPassword'
  | 'signupCustomer'
  | 'updateCustomer'
  | 'validateBooking'
  | 'validateBookingPayment'
>;

const F = FIXTURES;
const demo = F.customers.demo;
const guestCustomer = {
  firstName: 'Gina',
  lastName: 'Gast',
  email: 'gina@example.org',
  street: 'Domplatz 1',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
};

/** Samples of the account and transaction operations over the seed. */
export function accountSamples(api: MockApi): Record<AccountOperation, Sample> {
  const voucher = F.vouchers.percent;
  const prepared = `/api/bookings/${F.bookings.prepared.id}`;
  const guest = `/api/bookings/${F.bookings.guest.id}`;
  return {
    getVoucher: {
      method: 'GET',
      path: `/api/providers/${courseById(api.db, voucher.id)?.providerId}/courses/${voucher.id}/vouchers/${encodeURIComponent(btoa(voucher.code))}`,
      status: 200,
    },
    loginCustomer: {
      method: 'POST',
      path: '/api/customers/login',
      body: { customer: { email: demo.email, password: demo.password } },
      status: 200,
    },
    logoutCustomer: { method: 'DELETE', path: '/api/customers/logout', session: true, status: 204 },
    signupCustomer: {
      method: 'POST',
      path: '/api/customers/signup',
      body: {
        customer: {
          firstName: 'Nora',
          lastName: 'Neu',
          email: 'nora@example.org',
          password: 'sicher123',
          passwordConfirmation: 'sicher123',
          role: null,
        },
      },
      status: 201,
    },
    getCurrentCustomer: {
      method: 'GET',
      path: '/api/customers/me?_=1',
      session: true,
      status: 200,
    },
    resendConfirmation: {
      method: 'POST',
      path: '/api/customers/confirmation',
      body: { customer: { email: F.customers.unconfirmed.email } },
      status: 204,
    },
    requestPasswordReset: {
      method: 'POST',
      path: '/api/customers/password',
      body: { customer: { email: demo.email } },
      status: 204,
    },
    resetPassword: {
      method: 'PUT',
      path: '/api/customers/password',
      body: {
        customer: {
          password: 'neu-und-sicher',
          passwordConfirmation: 'neu-und-sicher',
          resetPasswordToken: `reset-${F.customers.noBookings.id}`,
        },
      },
      status: 204,
    },
    listCustomerBookings: {
      method: 'GET',
      path: '/api/customers/bookings',
      session: true,
      status: 200,
    },
    listCustomerApplications: {
      method: 'GET',
      path: '/api/customers/applications',
      session: true,
      status: 200,
    },
    listCustomerPayments: {
      method: 'GET',
      path: '/api/customers/payments',
      session: true,
      status: 200,
    },
    updateCustomer: {
      method: 'PUT',
      path: `/api/customers/${demo.id}`,
      body: { customer: { city: 'Potsdam', postalCode: '14467' } },
      session: true,
      status: 200,
    },
    listContracts: {
      method: 'GET',
      path: '/api/customers/product_contracts',
      session: true,
      status: 200,
    },
    createContract: {
      method: 'POST',
      path: '/api/customers/product_contracts/',
      body: {
        productContract: {
          productId: F.products.subscriptionManyEvents.id,
          participantName: 'Mia',
          bookingItemValuesAttributes: [],
        },
        customer: { firstName: 'Julia', lastName: 'Neumann', email: demo.email },
      },
      session: true,
      status: 201,
    },
    getContract: {
      method: 'GET',
      path: `/api/customers/product_contracts/${F.contracts.plan.id}`,
      session: true,
      status: 200,
    },
    cancelContract: {
      method: 'DELETE',
      path: `/api/customers/product_contracts/${F.contracts.cancelAt.id}`,
      session: true,
      status: 200,
    },
    createBooking: {
      method: 'POST',
      path: '/api/bookings',
      body: {
        booking: {
          eventId: F.events.block.id,
          priceOptionId: F.priceOptions.parentAndChild.id,
          participantsAttributes: [{ name: 'Mia' }, { name: 'Julia' }],
          origin: 'kurse',
        },
        customer: guestCustomer,
      },
      fingerprint: 'fp_contract_test',
      status: 201,
    },
    authorizeBooking: {
      method: 'POST',
      path: '/api/bookings/authorize',
      body: { eventId: F.events.protectedUntil.id, password: F.events.protectedUntil.password },
      status: 204,
    },
    getBooking: { method: 'GET', path: `${prepared}?_=1`, session: true, status: 200 },
    confirmBooking: {
      method: 'POST',
      path: `${prepared}/confirm`,
      body: { paymentObject: { id: 'pi_demo', status: 'succeeded' } },
      session: true,
      status: 200,
    },
    validateBooking: {
      method: 'GET',
      path: `${guest}/validate`,
      fingerprint: F.bookings.guest.token,
      status: 200,
    },
    cancelBooking: {
      method: 'GET',
      path: `${guest}/cancel`,
      fingerprint: F.bookings.guest.token,
      status: 200,
    },
    createBookingPayment: {
      method: 'POST',
      path: `${guest}/payments`,
      body: { payment: { type: 'paypal' } },
      fingerprint: F.bookings.guest.token,
      status: 200,
    },
    validateBookingPayment: {
      method: 'POST',
      path: `${prepared}/payments/validate`,
      body: { payment: { tokenId: 'tok_demo_sepa' } },
      session: true,
      status: 200,
    },
    getProduct: { method: 'GET', path: `/api/products/${F.products.plan.id}`, status: 200 },
    getRoom: {
      method: 'GET',
      path: `/api/rooms/${F.rooms.open.id}?token=${F.rooms.open.token}`,
      status: 200,
    },
  };
}
