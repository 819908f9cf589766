import { validateLoginForm } from '@kurse/domain';
import { useI18n, validationMessage } from '@kurse/i18n';
import { Button, EmailField, Form, TextField } from '@kurse/ui';
import { useId, type FormEvent } from 'react';
import { useServices } from '../../core';
import { focusFirstError, useFormFields } from '../../core';
import { login, loginLockedText } from '../../core';
import { useStore } from '../../core';

type LoginField = 'email' | 'password';
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Extra classes of the form. @default undefined */
  className?: string;
  /**
   * Focuses the e-mail field on mount: for the login dropdown, where opening the dialog moves
   * focus to its first field. @default false
   */
  focusFirstField?: boolean;
}

/**
 * Login with e-mail and password: both required (checked before sending), the button pending
 * while the request runs; a refusal shows the login-failed message and marks both fields, and
 * keeps what was typed. When the server could not be asked (no answer, a server error, an answer
 * that is no customer) the form says so and marks nothing: "wrong password" would send the user
 * to reset a password that is right (the spec's "any failure" is read as any refusal). After too
 * many failed logins for the e-mail the server refuses further tries for a while (429): the form
 * names the wait in minutes (from `Retry-After`) and marks nothing either. After a session ran
 * out in a form it says so ("log in again").
 * Spec: discovery §4 User session, §5 Login, §8 Login failed.
 */
export function LoginForm({ className, focusFirstField = false }: LoginFormProps) {
  const { LL } = useI18n();
  const services = useServices();
  const { login: status, loginFailure, tooManyRequests, expired } = useStore('session');
  const { values, errors, setErrors, bind } = useFormFields<LoginField>({
    email: '',
    password: '',
  });
  const failedId = useId();
  const failure = status === 'failed' ? (loginFailure ?? 'credentials') : null;
  const failed = failure === 'credentials';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (focusFirstError(event.currentTarget, LOGIN_FIELDS, found)) return;
    return login(services, values);
  };

  const field = (name: LoginField) => {
    const error = errors[name];
    return {
      ...bind(name),
      isRequired: true,
      isInvalid: error || failed ? true : undefined,
      errorMessage: error ? validationMessage(LL, error) : () => null,
      'aria-describedby': failed && !error ? failedId : undefined,
    };
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      className={className}
      errorMessage={
        failed ? (
          <span id={failedId}>{LL.account.login.failed()}</span>
        ) : failure === 'tooManyRequests' ? (
          loginLockedText(LL, tooManyRequests?.retryAfter)
        ) : failure === 'unavailable' ? (
          LL.account.login.unavailable()
        ) : expired ? (
          LL.errors.sessionExpired()
        ) : undefined
      }
    >
      <EmailField
        {...field('email')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in the opened dropdown dialog (APG dialog pattern: focus its first field)
        autoFocus={focusFirstField}
      />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="current-password"
        label={LL.fields.password.label()}
      />
      <Button type="submit" isPending={status === 'loading'} pendingLabel={LL.common.pleaseWait()}>
        {LL.account.login.submit()}
      </Button>
    </Form>
  );
}
