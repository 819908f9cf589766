import type { ContractCreateRequest, Event, Product, User } from '@kurse/api-client';
import {
  contractSummary,
  validateCustomerForm,
  validateLoginForm,
  validateParticipantName,
  type CustomerField,
  type FieldErrors,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useState } from 'react';
import { customerRequest, useConsent, useItemAnswers } from '../../booking';
import { CUSTOMER_FIELD_ORDER } from '../../booking';
import { customerValues } from '../../booking';
import { useFormFields } from '../../core';
import { useStore } from '../../core';

/** The text fields of the new-contract form. */
export type ContractField = CustomerField | 'participantName';

/** How a visitor without a session takes part: a new account, or logging in with one. */
export type AccountMode = 'signup' | 'login';

/**
 * The state of the new-contract form: the participant name (required, at most 25 characters; a
 * customer's first saved participant name pre-filled), the event's booking items, the account —
 * a logged-in customer's data locked, otherwise a new account (customer fields and password,
 * signup is forced) or a login with e-mail and password — the consent, and the summary from
 * domain `contractSummary` (its amount is `contractTotal`). `check` finds the first invalid field
 * (in the order they show), `body` builds the request. Spec: transactions §2 New contract modal,
 * §5, §6 (contract booking requires sign-up or login), §7 POST /customers/product_contracts/, §9.
 */
export function useContractForm(product: Product, event: Event | null) {
  const { LL } = useI18n();
  const session = useStore('session');
  const user = (session.user as User | null) ?? null;
  const fields = useFormFields<ContractField>({
    ...customerValues(user),
    participantName: user?.participantNames?.[0] ?? '',
  });
  const [mode, setMode] = useState<AccountMode>('signup');
  const items = event?.bookingItems ?? [];
  const itemAnswers = useItemAnswers(items);
  const consent = useConsent();
  const v = fields.values;

  /** Checks everything; the name of the first invalid field, `items`, or null when all is fine. */
  const check = (): string | null => {
    const name = validateParticipantName(v.participantName);
    const account: FieldErrors<CustomerField> = user
      ? {}
      : mode === 'login'
        ? validateLoginForm(v)
        : validateCustomerForm(v, {
            mandatoryPhone: event?.mandatoryPhone ?? false,
            passwordRequired: true,
          });
    fields.setErrors({ ...account, participantName: name });
    const unanswered = itemAnswers.checkItems();
    const consented = consent.checkConsent();
    const order: string[] = [
      ...(name ? ['participantName'] : []),
      ...(unanswered ? ['items'] : []),
      ...[...CUSTOMER_FIELD_ORDER, 'password' as const].filter((f) => account[f]),
      ...(consented ? [] : ['consent']),
    ];
    return order[0] ?? null;
  };

  /** The request; `account` is the logged-in user (after a login in this form, the new one). */
  const body = (account: User | null, eventPassword: string | null): ContractCreateRequest => ({
    productContract: {
      productId: product.id,
      participantName: v.participantName.trim(),
      eventId: event?.id ?? null,
      password: eventPassword,
      bookingItemValuesAttributes: itemAnswers.values(),
    },
    customer: account
      ? customerRequest(customerValues(account), null)
      : customerRequest(v, v.password),
  });

  return {
    LL,
    user,
    fields,
    mode: user ? null : mode,
    setMode,
    items,
    answers: itemAnswers.answers,
    setAnswers: itemAnswers.setAnswers,
    itemErrors: itemAnswers.itemErrors,
    itemLines: itemAnswers.itemLines,
    consent: consent.consent,
    setConsent: consent.setConsent,
    consentError: consent.consentError,
    summary: contractSummary(product, itemAnswers.charges),
    check,
    body,
  };
}

/** The state and actions of {@link useContractForm}. */
export type ContractFormState = ReturnType<typeof useContractForm>;
