import type { FieldErrorMap } from '@kurse/api-client';

/**
 * Server field errors (camelCase key → messages) as one message per field, for forms that show
 * the first message at the field (discovery §5 Signup, Account update; transactions §5).
 */
export function splitFieldErrors(errors: FieldErrorMap): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] as string]),
  );
}
