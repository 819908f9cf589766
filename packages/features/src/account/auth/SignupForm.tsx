import { validateSignupForm, type SignupField } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, EmailField, Form, NewPasswordField, PhoneField, TextField } from '@kurse/ui';
import type { FormEvent } from 'react';
import { useServices } from '../../core';
import { FailedAlertText } from '../../core';
import { useFieldMessages } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import { signup, tooManyRequestsText } from '../../core';
import { useStore } from '../../core';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  /** Extra classes of the form. @default undefined */
  className?: string;
}

/**
 * Sign-up: first and last name, e-mail and password (at least 8 characters) required, phone
 * optional, with the hint on the terms. Errors are checked before sending; the server's field
 * errors show at their fields with the general failed message, a refusal for too many requests
 * (429) names the wait instead, and nothing typed is lost.
 * Spec: discovery §5 Signup, §8 Signup failed.
 */
export function SignupForm({ className }: SignupFormProps) {
  const { LL } = useI18n();
  const services = useServices();
  const session = useStore('session');
  const serverErrors = useFieldMessages(session.fieldErrors);
  const { values, setErrors, field } = useFormFields<SignupField>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: '',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignupForm(values);
    setErrors(found);
    if (focusFirstError(event.currentTarget, FIELDS, found)) return;
    return signup(services, { ...values, phone: values.phone.trim() || null });
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      className={className}
      serverErrors={serverErrors}
      errorMessage={
        session.signup !== 'failed' ? undefined : session.tooManyRequests?.action === 'signup' ? (
          tooManyRequestsText(LL, session.tooManyRequests.retryAfter)
        ) : (
          <FailedAlertText text={LL.account.signup.failed()} errors={session.fieldErrors} />
        )
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('firstName')}
          isRequired
          autoComplete="given-name"
          label={LL.fields.firstName.label()}
        />
        <TextField
          {...field('lastName')}
          isRequired
          autoComplete="family-name"
          label={LL.fields.lastName.label()}
        />
      </div>
      <EmailField {...field('email')} isRequired />
      <NewPasswordField {...field('password')} />
      <PhoneField {...field('phone')} isOptional />
      <p className="text-sm text-muted-foreground">{LL.account.signup.termsHint()}</p>
      <Button
        type="submit"
        isPending={session.signup === 'loading'}
        pendingLabel={LL.common.pleaseWait()}
      >
        {LL.account.signup.submit()}
      </Button>
    </Form>
  );
}
