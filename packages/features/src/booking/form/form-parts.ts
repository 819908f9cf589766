import type { BookingCreateRequest, BookingItem } from '@kurse/api-client';
import {
  summaryItemName,
  itemCharges,
  itemSummaryLines,
  itemValues,
  validateItems,
  type ItemAnswers,
} from '@kurse/domain';
import { useState } from 'react';
import type { CustomerValues } from './use-booking-form';

/** The customer part of a booking or contract request (one `CustomerInput` in the contract). */
export type CustomerRequest = BookingCreateRequest['customer'];

/**
 * The customer part of a request from the form's fields: trimmed, an empty phone or company sent
 * as null, and a new account's password with its confirmation when one is given.
 * Spec: transactions §7 POST /bookings (customer includes password confirmation),
 * POST /customers/product_contracts/.
 */
export function customerRequest(v: CustomerValues, password: string | null): CustomerRequest {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim() || null,
    company: v.company.trim() || null,
    street: v.street.trim(),
    postalCode: v.postalCode.trim(),
    city: v.city.trim(),
    country: v.country as CustomerRequest['country'],
    ...(password ? { password, passwordConfirmation: password } : {}),
  };
}

/**
 * The answers to an event's booking items, shared by the booking and the new-contract form: a
 * new answer clears the errors; `checkItems` marks unanswered mandatory items and says whether
 * any are; `itemLines` and `charges` feed the summary, `values` the request (non-null only).
 * Spec: transactions §5 (booking item questions), §7 (bookingItemValuesAttributes), §9.
 */
export function useItemAnswers(items: readonly BookingItem[]) {
  const [answers, setAnswers] = useState<ItemAnswers>({});
  const [itemErrors, setItemErrors] = useState<ReturnType<typeof validateItems>>({});
  return {
    answers,
    setAnswers: (next: ItemAnswers) => {
      setAnswers(next);
      setItemErrors({});
    },
    itemErrors,
    /** Marks the unanswered mandatory items; true when there are any. */
    checkItems: (): boolean => {
      const unanswered = validateItems(items, answers);
      setItemErrors(unanswered);
      return Object.keys(unanswered).length > 0;
    },
    itemLines: itemSummaryLines(items, answers).map((line) => ({
      key: line.key,
      name: summaryItemName(line.label, line.option),
      quantity: line.quantity,
      amount: line.amount,
    })),
    charges: itemCharges(items, answers),
    values: () => itemValues(items, answers),
  };
}

/**
 * The terms and privacy acceptance: required; ticking it clears its error, `checkConsent` marks
 * it when missing and says whether it is given. Spec: transactions §5 (acceptance is required).
 */
export function useConsent() {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  return {
    consent,
    setConsent: (value: boolean) => {
      setConsent(value);
      setConsentError(false);
    },
    consentError,
    checkConsent: (): boolean => {
      setConsentError(!consent);
      return consent;
    },
  };
}
