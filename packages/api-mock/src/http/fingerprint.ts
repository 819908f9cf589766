/**
 * The operations that take the device fingerprint (contract convention "Device fingerprint";
 * discovery §6): profile, booking, contract and room calls. Only their answers carry
 * `X-Device-Fingerprint`, because the client replaces its stored value with any answer's header.
 */
import type { operations } from '@kurse/api-client/schema';
import type { OperationId } from './types';

/** The request header names an operation takes (none: never). */
export type HeaderNames<O> = O extends { parameters: { header?: infer H } }
  ? [NonNullable<H>] extends [never]
    ? never
    : keyof NonNullable<H>
  : never;

/** Operation ids whose request takes `X-Device-Fingerprint`. */
export type FingerprintOperation = {
  [K in OperationId]: 'X-Device-Fingerprint' extends HeaderNames<operations[K]> ? K : never;
}[OperationId];

/** Every fingerprint operation (a missing or extra one fails `tsc`). */
export const FINGERPRINT_OPERATIONS = [
  'loginCustomer',
  'logoutCustomer',
  'signupCustomer',
  'getCurrentCustomer',
  'resendConfirmation',
  'requestPasswordReset',
  'resetPassword',
  'listCustomerBookings',
  'listCustomerApplications',
  'listCustomerPayments',
  'updateCustomer',
  'listContracts',
  'createContract',
  'getContract',
  'cancelContract',
  'createBooking',
  'authorizeBooking',
  'getBooking',
  'confirmBooking',
  'validateBooking',
  'cancelBooking',
  'createBookingPayment',
  'validateBookingPayment',
  'getRoom',
] as const satisfies readonly FingerprintOperation[];

type Missing = Exclude<FingerprintOperation, (typeof FINGERPRINT_OPERATIONS)[number]>;
/** Compile-time check that the list is complete. */
export const FINGERPRINT_LIST_COMPLETE: [Missing] extends [never] ? true : Missing = true;

const set: ReadonlySet<OperationId> = new Set(FINGERPRINT_OPERATIONS);

/** True when the operation takes and answers the device fingerprint. */
export const takesFingerprint = (operationId: OperationId): boolean => set.has(operationId);
