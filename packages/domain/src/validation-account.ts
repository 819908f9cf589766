/**
 * Validators of the account forms of both §5: customer (booking billing data), account update,
 * sign-up, login and the password forms. Each returns only the failing fields with error keys.
 */
import {
  email,
  firstError,
  isFilled,
  minLength,
  required,
  supportedCountry,
  validateFields,
} from './validation-rules';
import type { FieldErrors, ValidationError } from './validation-rules';
import type { FieldValue } from './validation-forms';

/** Minimum password length at sign-up. Spec: transactions §5, §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** Minimum event (access) password length. Spec: transactions §5, §9. */
export const EVENT_PASSWORD_MIN_LENGTH = 1;

/** Customer (billing) fields of the booking form. Spec: transactions §5. */
export type CustomerField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'company'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'password';

/** Context of the customer form: the event's mandatoryPhone and whether sign-up is forced. Spec: transactions §5. */
export interface CustomerContext {
  mandatoryPhone?: boolean;
  passwordRequired?: boolean;
}

/**
 * Customer form. Spec: transactions §5. firstName, lastName, email (format), street, postalCode,
 * city and country (a supported code) are required; phone only when `mandatoryPhone`; company is
 * optional. The optional account password needs 8 characters when given, and is required when
 * sign-up is forced (`passwordRequired`).
 */
export function validateCustomerForm(
  values: Partial<Record<CustomerField, FieldValue>>,
  context: CustomerContext = {},
): FieldErrors<CustomerField> {
  const password = minLength(PASSWORD_MIN_LENGTH);
  return validateFields(values, {
    firstName: [required],
    lastName: [required],
    email: [required, email],
    phone: context.mandatoryPhone ? [required] : [],
    company: [],
    street: [required],
    postalCode: [required],
    city: [required],
    country: [required, supportedCountry],
    password: context.passwordRequired
      ? [required, password]
      : [(value) => (isFilled(value) ? password(value) : undefined)],
  });
}

/** Account (profile) form fields. Spec: discovery §5. */
export type AccountField = Exclude<CustomerField, 'password'>;

/** Account update: the customer rules without mandatory phone. Spec: discovery §5. */
export function validateAccountForm(
  values: Partial<Record<AccountField, FieldValue>>,
): FieldErrors<AccountField> {
  return validateCustomerForm({ ...values, password: undefined });
}

/** Sign-up form fields. Spec: discovery §5. */
export type SignupField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';

/** Sign-up: names, email (format) and password (min 8) required; phone optional. Spec: discovery §5. */
export function validateSignupForm(
  values: Partial<Record<SignupField, FieldValue>>,
): FieldErrors<SignupField> {
  return validateFields(values, {
    firstName: [required],
    lastName: [required],
    email: [required, email],
    password: [required, minLength(PASSWORD_MIN_LENGTH)],
    phone: [],
  });
}

/** Login: email and password required (no format check). Spec: discovery §5. */
export function validateLoginForm(
  values: Partial<Record<'email' | 'password', FieldValue>>,
): FieldErrors<'email' | 'password'> {
  return validateFields(values, { email: [required], password: [required] });
}

/** Reset password request: email required with format. Spec: discovery §5. */
export function validateResetPasswordForm(
  values: Partial<Record<'email', FieldValue>>,
): FieldErrors<'email'> {
  return validateFields(values, { email: [required, email] });
}

/** Resend confirmation: email required. Spec: discovery §5. */
export function validateResendConfirmationForm(
  values: Partial<Record<'email', FieldValue>>,
): FieldErrors<'email'> {
  return validateFields(values, { email: [required] });
}

/**
 * Edit password: password and confirmation required. Spec: discovery §5. Whether they match is the
 * server's rule and is deliberately not checked here.
 */
export function validateEditPasswordForm(
  values: Partial<Record<'password' | 'passwordConfirmation', FieldValue>>,
): FieldErrors<'password' | 'passwordConfirmation'> {
  return validateFields(values, { password: [required], passwordConfirmation: [required] });
}

/** Account password: required, at least 8 characters. Spec: transactions §5, §9. */
export function validatePassword(password: FieldValue): ValidationError | undefined {
  return firstError(password, [required, minLength(PASSWORD_MIN_LENGTH)]);
}

/** Event access password: at least 1 character. Spec: transactions §5, §9. */
export function validateEventPassword(password: FieldValue): ValidationError | undefined {
  return firstError(password, [minLength(EVENT_PASSWORD_MIN_LENGTH)]);
}
