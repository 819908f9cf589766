/**
 * One validator per form of both §5. Each returns only the failing fields with their first failing
 * rule as error keys; see `validation-rules.ts` for the rules and `hasErrors`.
 */
import { TEXT_LIMITS, WAITING_LIST_PARTICIPANT_COUNT } from './text';
import {
  email,
  firstError,
  integerRange,
  isFilled,
  maxLength,
  required,
  validateFields,
} from './validation-rules';
import type { FieldErrors, ValidationError } from './validation-rules';

/** A text input value as forms hold it. Spec: both §5. */
export type FieldValue = string | null | undefined;

/** Fields marked with an asterisk. Spec: discovery §5. */
export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'name',
  'email',
  'street',
  'postalCode',
  'city',
] as const;

/** True when the field carries the required asterisk. Spec: discovery §5. */
export function isRequiredField(field: string): boolean {
  return (REQUIRED_FIELDS as readonly string[]).includes(field);
}

/** Contact form fields. Spec: discovery §5. */
export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** Contact form: name, email (format), message required; phone optional; 180/500. Spec: discovery §5. */
export function validateContactForm(
  values: Partial<Record<ContactField, FieldValue>>,
): FieldErrors<ContactField> {
  const max = TEXT_LIMITS.contact;
  return validateFields(values, {
    name: [required, maxLength(max.name)],
    email: [required, email, maxLength(max.email)],
    phone: [maxLength(max.phone)],
    message: [required, maxLength(max.message)],
  });
}

/** Waiting-list form fields. Spec: discovery §5. */
export type WaitingListField = 'name' | 'email' | 'phone' | 'answer' | 'participantCount';

/** Context of the waiting-list form: does the event ask a question, is the user logged in. Spec: discovery §5. */
export interface WaitingListContext {
  hasQuestion?: boolean;
  loggedIn?: boolean;
}

/**
 * Waiting-list form. Spec: discovery §5. Guests must give name and email (email format; 180 each,
 * phone optional max 180); logged-in users skip the contact fields. The answer (max 250, optional)
 * is checked only when the event has a question. participantCount: whole number 1–1000.
 */
export function validateWaitingListForm(
  values: Partial<Record<WaitingListField, FieldValue | number>>,
  context: WaitingListContext = {},
): FieldErrors<WaitingListField> {
  const max = TEXT_LIMITS.waitingList;
  const count = WAITING_LIST_PARTICIPANT_COUNT;
  const contact = context.loggedIn
    ? { name: [], email: [], phone: [] }
    : {
        name: [required, maxLength(max.name)],
        email: [required, email, maxLength(max.email)],
        phone: [maxLength(max.phone)],
      };
  return validateFields(values, {
    ...contact,
    answer: context.hasQuestion ? [maxLength(max.answer)] : [],
    participantCount: [required, integerRange(count.min, count.max)],
  });
}

/**
 * Guests can submit the waiting list only once name and email are filled (trimmed); logged-in
 * users always can. Spec: discovery §5.
 */
export function canSubmitWaitingList(
  values: { name?: FieldValue; email?: FieldValue },
  context: Pick<WaitingListContext, 'loggedIn'> = {},
): boolean {
  return Boolean(context.loggedIn) || (isFilled(values.name) && isFilled(values.email));
}

/** Lead form fields. Spec: discovery §5. */
export type LeadField = 'name' | 'email' | 'url';

/** Lead form: email required with format, url required, name optional. Spec: discovery §5. */
export function validateLeadForm(
  values: Partial<Record<LeadField, FieldValue>>,
): FieldErrors<LeadField> {
  return validateFields(values, { name: [], email: [required, email], url: [required] });
}

/** Account-holder fields of the payment form. Spec: transactions §4 Payment methods. */
export type PaymentHolderField = 'name' | 'email';

/**
 * The account holder asked for at payment: name and e-mail (format) required. Spec: transactions
 * §4 Payment methods ("Account-holder name and email are asked for payment").
 */
export function validatePaymentHolder(
  values: Partial<Record<PaymentHolderField, FieldValue>>,
): FieldErrors<PaymentHolderField> {
  return validateFields(values, { name: [required], email: [required, email] });
}

/** Participant name: required, max 25. Spec: transactions §5 (also the new-contract form). */
export function validateParticipantName(name: FieldValue): ValidationError | undefined {
  return firstError(name, [required, maxLength(TEXT_LIMITS.participantName)]);
}

/** Errors of the participant list: the list itself and each name by index. Spec: transactions §5. */
export interface ParticipantErrors {
  participants?: ValidationError;
  names: Partial<Record<number, ValidationError>>;
}

/** Participants: at least one; each name required, max 25. Spec: transactions §5. */
export function validateParticipants(names: readonly FieldValue[]): ParticipantErrors {
  const result: ParticipantErrors = { names: {} };
  if (names.length < 1) result.participants = { key: 'minCount', min: 1 };
  names.forEach((name, index) => {
    const error = validateParticipantName(name);
    if (error) result.names[index] = error;
  });
  return result;
}

/** Voucher code: not empty after trimming. Spec: transactions §5. */
export function validateVoucherCode(code: FieldValue): ValidationError | undefined {
  return firstError(code, [required]);
}

/** Assistant text: not empty after trimming. Spec: discovery §5. */
export function validateAssistantText(text: FieldValue): ValidationError | undefined {
  return firstError(text, [required]);
}

/**
 * True when a key press submits the assistant: Enter without Shift (Shift+Enter adds a line).
 * Spec: discovery §5. An Enter that confirms an IME composition (`isComposing`) does not submit.
 */
export function isAssistantSubmitKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
