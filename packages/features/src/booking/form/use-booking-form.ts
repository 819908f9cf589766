import type {
  BookingCreateRequest,
  Course,
  Event,
  PriceOption,
  User,
  Voucher,
} from '@kurse/api-client';
import {
  DEFAULT_COUNTRY,
  bookingSummary,
  isSignupForced,
  maxParticipants,
  normalizeVoucherCode,
  participantStep,
  validateCustomerForm,
  validateParticipants,
  voucherTerms,
  type CustomerField,
  type ParticipantErrors,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useEffect, useState } from 'react';
import { useServices } from '../../core';
import { CUSTOMER_FIELD_ORDER } from './customer-field-order';
import { useFormFields } from '../../core';
import { customerRequest, useConsent, useItemAnswers } from './form-parts';
import { useStore } from '../../core';

/** The customer fields as the form keeps them. */
export type CustomerValues = Record<CustomerField, string>;

/**
 * The customer fields a logged-in customer brings along (country DE by default); empty for a
 * guest. Spec: transactions §5 (customer fields, country default DE), §6 (details pre-filled).
 */
export function customerValues(user: User | null): CustomerValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    company: user?.company ?? '',
    street: user?.street ?? '',
    postalCode: user?.postalCode ?? '',
    city: user?.city ?? '',
    country: user?.country ?? DEFAULT_COUNTRY,
    password: '',
  };
}

/** What the booking form is about. */
export interface BookingFormInput {
  course: Pick<Course, 'id' | 'serviceFeeRate' | 'maxServiceFee' | 'serviceFeeIncluded'>;
  event: Event;
  option: PriceOption;
  /** The accepted password of a protected event. */
  eventPassword: string | null;
}

/**
 * The state of the booking form: customer fields (a logged-in customer's pre-filled and locked),
 * participants (the option's minimum, one block, empty; a customer's saved people offered as
 * choices), booking items, note, voucher, consent
 * and account,
 * the summary from domain `bookingSummary`, the checks before sending and the request body.
 * Spec: transactions §2 Booking form content, §5, §6, §7 POST /bookings, §9.
 */
export function useBookingForm({ course, event, option, eventPassword }: BookingFormInput) {
  const { LL } = useI18n();
  const { now } = useServices();
  const session = useStore('session');
  const user = (session.user as User | null) ?? null;
  const locked = user !== null;
  const customer = useFormFields<CustomerField>(customerValues(user));
  // The locked fields show the account's data, also when the session's customer arrives after
  // the form (a page taken over from the server restores the session after it shows).
  const { reset } = customer;
  useEffect(() => {
    if (user) reset(customerValues(user));
  }, [user, reset]);
  const cap = maxParticipants({
    price: option.price,
    participantsLeft: event.participantsLeft ?? null,
    maxParticipantCount: option.maxParticipantCount,
  });
  const step = participantStep(option);
  // The option's minimum (one block), empty: saved people are offered, never booked unasked.
  const [names, setNames] = useState<string[]>(() =>
    Array.from({ length: Math.min(step, Math.max(cap, 1)) }, () => ''),
  );
  const savedPeople = [...new Set(user?.participantNames ?? [])].filter(
    (name) => name.trim() && !names.some((n) => n.trim() === name.trim()),
  );
  const [nameErrors, setNameErrors] = useState<ParticipantErrors['names']>({});
  const items = event.bookingItems ?? [];
  const itemAnswers = useItemAnswers(items);
  const [note, setNote] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const consent = useConsent();
  const forced = isSignupForced(event.typeOf) && !locked;
  const [createAccount, setCreateAccount] = useState(forced);
  const withAccount = !locked && (forced || createAccount);

  const summary = bookingSummary({
    price: option.price,
    participants: names.length,
    priceOptionType: option.typeOf,
    items: itemAnswers.charges,
    voucher: voucherTerms(voucher),
    serviceFeeRate: course.serviceFeeRate ?? 0,
    maxServiceFee: course.maxServiceFee ?? null,
    serviceFeeIncluded: course.serviceFeeIncluded ?? false,
  });

  /** Checks everything; answers the name of the first invalid field (or null when all is fine). */
  const check = (): string | null => {
    const found = locked
      ? {}
      : validateCustomerForm(
          { ...customer.values, password: withAccount ? customer.values.password : '' },
          { mandatoryPhone: event.mandatoryPhone ?? false, passwordRequired: withAccount },
        );
    customer.setErrors(found);
    const participants = validateParticipants(names);
    setNameErrors(participants.names);
    const unanswered = itemAnswers.checkItems();
    const consented = consent.checkConsent();
    const order: string[] = [
      ...CUSTOMER_FIELD_ORDER.filter((f) => found[f]),
      ...Object.keys(participants.names).map((i) => `participant-${i}`),
      ...(unanswered ? ['items'] : []),
      ...(found.password ? ['password'] : []),
      ...(consented ? [] : ['consent']),
    ];
    return order[0] ?? null;
  };

  const body = (): BookingCreateRequest => {
    const v = customer.values;
    const password = withAccount ? v.password : undefined;
    return {
      booking: {
        costs: summary.total,
        note: event.allowNote && note.trim() ? note.trim() : null,
        eventId: event.id,
        priceOptionId: option.id,
        participantsAttributes: names.map((name) => ({ name: name.trim() })),
        bookingItemValuesAttributes: itemAnswers.values(),
        voucherCode: voucher ? normalizeVoucherCode(voucher.code) : null,
        password: eventPassword,
      },
      customer: customerRequest(v, password ?? null),
    };
  };

  return {
    LL,
    now,
    locked,
    forced,
    customer,
    cap,
    names,
    setNames: (next: string[]) => {
      setNames(next);
      setNameErrors({});
    },
    nameErrors,
    savedPeople,
    items,
    answers: itemAnswers.answers,
    setAnswers: itemAnswers.setAnswers,
    itemErrors: itemAnswers.itemErrors,
    itemLines: itemAnswers.itemLines,
    note,
    setNote,
    voucher,
    setVoucher,
    consent: consent.consent,
    setConsent: consent.setConsent,
    consentError: consent.consentError,
    createAccount: withAccount,
    setCreateAccount,
    summary,
    check,
    body,
  };
}
