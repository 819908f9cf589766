/**
 * Sending the contact form to a provider. Spec: discovery §3 Provider message, §5 Contact form,
 * §7 POST /providers/{id}/messages, §8 Contact form failed.
 */
import type { ApiClient } from '@kurse/api-client';
import { splitFullName, type ContactField, type ServerFieldError } from '@kurse/domain';
import { classifyFieldErrors, type ServerFieldErrors } from '../../core';
import { tooManyRequestsOf, type TooManyRequests } from '../../core';

/** What the contact form holds, as typed. */
export type ContactValues = Record<ContactField, string>;

/** The provider a message goes to. */
export interface ContactRecipient {
  id: number;
  /** The provider's e-mail address, the message's `to`. */
  email?: string | null;
}

/**
 * The outcome of sending: sent, or failed with the server's field errors by form field, and the
 * refusal for too many requests (429) when it was one.
 */
export type SendOutcome =
  | { ok: true }
  | {
      ok: false;
      cancelled: boolean;
      fieldErrors: Partial<Record<ContactField, ServerFieldError>>;
      tooManyRequests: TooManyRequests | null;
    };

/** Server field names (the request's) and the form field each belongs to. */
const FORM_FIELD: Record<string, ContactField> = {
  firstName: 'name',
  lastName: 'name',
  name: 'name',
  email: 'email',
  from: 'email',
  phone: 'phone',
  content: 'message',
};

/** The server's field errors at the form's fields; the first error per field wins. */
function formFieldErrors(
  errors: ServerFieldErrors,
): Partial<Record<ContactField, ServerFieldError>> {
  const result: Partial<Record<ContactField, ServerFieldError>> = {};
  for (const [key, error] of Object.entries(errors)) {
    const field = FORM_FIELD[key];
    if (field && !result[field]) result[field] = error;
  }
  return result;
}

/**
 * Sends the message: the name split at the first space into first and last name, the e-mail as
 * sender, the provider's e-mail as recipient, an empty phone left out.
 */
export async function sendContactMessage(
  api: ApiClient,
  recipient: ContactRecipient,
  values: ContactValues,
  subject: string,
): Promise<SendOutcome> {
  const { firstName, lastName } = splitFullName(values.name);
  const email = values.email.trim();
  const result = await api.POST('/providers/{id}/messages', {
    params: { path: { id: String(recipient.id) } },
    body: {
      subject,
      content: values.message,
      from: email,
      to: recipient.email ?? null,
      customer: {
        firstName,
        lastName: lastName || null,
        email,
        phone: values.phone.trim() || null,
      },
    },
  });
  if (result.ok) return { ok: true };
  return {
    ok: false,
    cancelled: result.error.kind === 'cancelled',
    fieldErrors: formFieldErrors(classifyFieldErrors(result.error.fieldErrors)),
    tooManyRequests: tooManyRequestsOf(result.error),
  };
}
