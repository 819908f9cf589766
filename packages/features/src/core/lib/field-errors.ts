import type { FieldErrorMap } from '@kurse/api-client';
import { serverFieldErrors, type ServerFieldError } from '@kurse/domain';
import { serverFieldMessage, useI18n, type Messages } from '@kurse/i18n';
import { useMemo } from 'react';

/** The server's field errors of a refused form: one kind per field (camelCase), never its words. */
export type ServerFieldErrors = Partial<Record<string, ServerFieldError>>;

/**
 * Server field errors (camelCase key → messages) as one kind per field, from its first message:
 * the one home where a refused form's field errors are read (discovery §5 Signup, Account
 * update, Contact form; transactions §5, §8). The catalogue gives their texts
 * ({@link fieldMessages}), so no server wording reaches the page.
 */
export function classifyFieldErrors(errors: FieldErrorMap): Record<string, ServerFieldError> {
  return serverFieldErrors(errors);
}

/** The catalogue's message of each field error, for a form's `serverErrors`. */
export function fieldMessages(LL: Messages, errors: ServerFieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) messages[field] = serverFieldMessage(LL, field, error);
  }
  return messages;
}

/**
 * {@link fieldMessages} in the active language, the same object until the errors or the language
 * change (a new object moves focus to the first invalid field and shows the errors again).
 */
export function useFieldMessages(errors: ServerFieldErrors | undefined): Record<string, string> {
  const { LL } = useI18n();
  return useMemo(() => fieldMessages(LL, errors ?? {}), [LL, errors]);
}
