/**
 * The requests of the confirmation and password pages. Each answers whether the server accepted
 * it; the pages show one failure text whatever the reason — except that the two e-mail requests
 * answer a refusal for too many requests (429) as its wait, which the form names. Spec: discovery
 * §7 (POST /customers/confirmation, POST and PUT /customers/password), §8.
 */
import type { ApiClient } from '@kurse/api-client';
import { tooManyRequestsOf, type TooManyRequests } from '../../core';

/** How an e-mail request ended: accepted (true), refused (false), or refused for too many requests. */
export type MailRequestAnswer = boolean | TooManyRequests;

/** What the edit-password form sends: the new password twice and the token of the e-mail link. */
export interface NewPassword {
  password: string;
  passwordConfirmation: string;
  resetPasswordToken: string;
}

/** Requests a new e-mail confirmation link for `email` (§2 Confirmation error). */
export async function resendConfirmation(
  api: ApiClient,
  email: string,
): Promise<MailRequestAnswer> {
  const result = await api.POST('/customers/confirmation', {
    body: { customer: { email: email.trim() } },
  });
  return result.ok || (tooManyRequestsOf(result.error) ?? false);
}

/** Requests the password-reset e-mail for `email` (§2 Reset password). */
export async function requestPasswordReset(
  api: ApiClient,
  email: string,
): Promise<MailRequestAnswer> {
  const result = await api.POST('/customers/password', {
    body: { customer: { email: email.trim() } },
  });
  return result.ok || (tooManyRequestsOf(result.error) ?? false);
}

/**
 * Sets a new password with the reset token (§2 Edit password). Whether password and confirmation
 * match is the server's rule (§5), so both are sent as typed.
 */
export async function resetPassword(api: ApiClient, customer: NewPassword): Promise<boolean> {
  const result = await api.PUT('/customers/password', { body: { customer } });
  return result.ok;
}
