import { firstFieldAlert, useI18n } from '@kurse/i18n';
import type { ServerFieldErrors } from './field-errors';

/**
 * The text of a refused form's alert: its general message, then the first field's message by the
 * field's label ("E-Mail-Adresse: …"), in the catalogue's words. Spec: transactions §8 ("first
 * key's message alerted"), discovery §8 Signup failed, Profile save failed, Contact form failed.
 */
export function FailedAlertText({ text, errors }: { text: string; errors?: ServerFieldErrors }) {
  const { LL } = useI18n();
  const first = errors ? firstFieldAlert(LL, errors) : undefined;
  return (
    <>
      {text}
      {first ? <span className="mt-1 block">{first}</span> : null}
    </>
  );
}
