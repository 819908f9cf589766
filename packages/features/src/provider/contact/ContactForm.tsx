import {
  TEXT_LIMITS,
  validateContactForm,
  type ContactField,
  type ServerFieldError,
} from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, EmailField, Form, PhoneField, TextArea, TextField } from '@kurse/ui';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../core';
import { FailedAlertText } from '../../core';
import { useFieldMessages } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import { tooManyRequestsText, type TooManyRequests } from '../../core';
import { ContactSuccess } from './ContactSuccess';
import { sendContactMessage, type ContactRecipient } from './send-message';

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The provider the message goes to. */
  provider: ContactRecipient & { name: string };
  /** Closes the pop-over: the cancel button, and the close button after sending. */
  onClose: () => void;
}

/**
 * The contact form: name (required), e-mail (required, e-mail format), phone (optional), each at
 * most 180 characters, and the message (required, at most 500, with a counter). Checked before
 * sending; while sending the button waits; then the success overlay. A refusal shows the
 * contact-failed message and the server's field errors at their fields, keeping everything typed;
 * a refusal for too many requests (429) names the wait instead.
 * Spec: discovery §3 Provider message, §5 Contact form, §8 Contact form failed.
 */
export function ContactForm({ provider, onClose }: ContactFormProps) {
  const { LL } = useI18n();
  const { api } = useServices();
  const { values, setErrors, field } = useFormFields<ContactField>({
    name: '',
    email: '',
    phone: '',
    message: '',
  });
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, ServerFieldError>>>(
    {},
  );
  const [tooManyRequests, setTooManyRequests] = useState<TooManyRequests | null>(null);
  const serverErrors = useFieldMessages(fieldErrors);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    if (focusFirstError(event.currentTarget, FIELDS, found)) return;
    setStatus('sending');
    const outcome = await sendContactMessage(api, provider, values, LL.provider.contact.subject());
    if (outcome.ok || outcome.cancelled) {
      setStatus(outcome.ok ? 'sent' : 'idle');
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setTooManyRequests(outcome.tooManyRequests);
    setStatus('failed');
  };

  if (status === 'sent') return <ContactSuccess providerName={provider.name} onClose={onClose} />;

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      serverErrors={serverErrors}
      errorMessage={
        status !== 'failed' ? undefined : tooManyRequests ? (
          tooManyRequestsText(LL, tooManyRequests.retryAfter)
        ) : (
          <FailedAlertText text={LL.provider.contact.failed()} errors={fieldErrors} />
        )
      }
    >
      <TextField
        {...field('name')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens in its own dialog (APG dialog pattern: focus its first field)
        autoFocus
        isRequired
        autoComplete="name"
        label={LL.fields.name.label()}
      />
      <EmailField {...field('email')} isRequired />
      <PhoneField {...field('phone')} isOptional />
      <TextArea
        {...field('message')}
        isRequired
        maxLength={TEXT_LIMITS.contact.message}
        label={LL.fields.message.label()}
        placeholder={LL.fields.message.placeholder()}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onPress={onClose}>
          {LL.common.cancel()}
        </Button>
        <Button type="submit" isPending={status === 'sending'} pendingLabel={LL.common.sending()}>
          {LL.provider.contact.send()}
        </Button>
      </div>
    </Form>
  );
}
