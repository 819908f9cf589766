import type { FieldErrors } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, EmailField, Form } from '@kurse/ui';
import { useId } from 'react';
import { tooManyRequestsText } from '../../core';
import { DoneMessage } from './DoneMessage';
import type { MailRequestAnswer } from './requests';
import { useAccountForm } from './use-account-form';

const FIELDS = ['email'] as const;

/** Props of {@link EmailRequestForm}. */
export interface EmailRequestFormProps {
  /** The client-side check of discovery §5 for this form. */
  validate: (values: { email: string }) => FieldErrors<'email'>;
  /** Sends the request for the address; answers whether the server accepted it (or its wait). */
  send: (email: string) => Promise<MailRequestAnswer>;
  /** The submit button's text. */
  submitLabel: string;
  /** The text shown at the form when the request failed. */
  failedText: string;
  /** The message that replaces the form once the request was accepted. */
  doneText: string;
}

/**
 * An e-mail address (required, e-mail type) and a submit button, for a new confirmation link or
 * a reset e-mail. Checked before sending; the button is pending while the request runs; then the
 * done message replaces the form. A failure shows `failedText` at the top of the form, marks the
 * field (described by that text) and keeps what was typed; a refusal for too many requests (429)
 * names the wait instead and marks nothing. Spec: discovery §2 Confirmation and password pages,
 * §4 (idle, submitted, success or failed), §5, §8.
 */
export function EmailRequestForm(props: EmailRequestFormProps) {
  const { validate, send, submitLabel, failedText, doneText } = props;
  const { LL } = useI18n();
  const failedId = useId();
  const { errors, field, status, tooManyRequests, onSubmit } = useAccountForm({
    initial: { email: '' },
    order: FIELDS,
    validate,
    send: ({ email }) => send(email),
  });

  if (status === 'success') return <DoneMessage>{doneText}</DoneMessage>;
  const limited = status === 'failed' && tooManyRequests !== null;
  const failed = status === 'failed' && !limited;
  const email = field('email');
  return (
    <Form
      onSubmit={onSubmit}
      validationBehavior="aria"
      className="w-full"
      errorMessage={
        limited ? (
          tooManyRequestsText(LL, tooManyRequests.retryAfter)
        ) : failed ? (
          <span id={failedId}>{failedText}</span>
        ) : undefined
      }
    >
      <EmailField
        {...email}
        isInvalid={email.isInvalid ?? (failed || undefined)}
        errorMessage={email.errorMessage ?? (() => null)}
        aria-describedby={failed && !errors.email ? failedId : undefined}
        isRequired
      />
      <Button
        type="submit"
        className="self-start"
        isPending={status === 'submitted'}
        pendingLabel={LL.common.sending()}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
