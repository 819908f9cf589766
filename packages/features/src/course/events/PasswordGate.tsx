import type { Event } from '@kurse/api-client';
import { validateEventPassword } from '@kurse/domain';
import { useFormat, useI18n, validationMessage } from '@kurse/i18n';
import { Alert, Button, Form, Icon, TextField } from '@kurse/ui';
import { useId, useState, type FormEvent } from 'react';
import { useServices } from '../../core';
import { focusFirstError, useFormFields } from '../../core';

/** Props of {@link PasswordGate}. */
export interface PasswordGateProps {
  /** The protected event. */
  event: Pick<Event, 'id' | 'protectedUntil' | 'protectedHint'>;
  /** Called with the password once the server accepted it. */
  onUnlock: (password: string) => void;
}

/**
 * The password gate of a protected event: lock icon, "protected until" with its date (Europe/
 * Berlin), and a password field (at least 1 character) checked with `POST /bookings/authorize`.
 * Any failure marks the password wrong at the field and keeps it; a 500 also shows the alert to
 * contact the provider. Spec: discovery §2 Course and event pages (password gate), §4 Event
 * availability (protected); transactions §5 Event password, §8 Authorize booking.
 */
export function PasswordGate({ event, onUnlock }: PasswordGateProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const { api } = useServices();
  const { values, errors, setErrors, bind } = useFormFields({ password: '' });
  const [wrong, setWrong] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const [pending, setPending] = useState(false);
  const titleId = useId();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const error = validateEventPassword(values.password);
    const found = error ? { password: error } : {};
    setErrors(found);
    if (focusFirstError(e.currentTarget, ['password'], found)) return;
    setPending(true);
    const result = await api.POST('/bookings/authorize', {
      body: { eventId: event.id, password: values.password },
    });
    setPending(false);
    if (result.ok) return onUnlock(values.password);
    if (result.error.kind === 'cancelled') return;
    setWrong(true);
    setUnexpected(result.error.status === 500);
  };

  const field = bind('password');
  const error = errors.password;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      <div className="flex items-start gap-2">
        <Icon name="lock" className="mt-0.5" />
        <div className="flex flex-col gap-0.5">
          <h4 id={titleId} className="font-semibold">
            {LL.course.passwordGate.title()}
          </h4>
          {event.protectedUntil && (
            <p className="text-sm">
              {LL.states.protectedUntil({ date: format.dateTime(event.protectedUntil) })}
            </p>
          )}
        </div>
      </div>
      <p className="text-sm">{LL.course.passwordGate.intro()}</p>
      {unexpected && <Alert tone="danger">{LL.booking.errors.authorize.unexpected()}</Alert>}
      <Form onSubmit={submit} validationBehavior="aria" className="gap-3">
        <TextField
          {...field}
          onChange={(value) => {
            field.onChange(value);
            setWrong(false);
          }}
          type="password"
          autoComplete="off"
          isRequired
          label={LL.fields.eventPassword.label()}
          description={event.protectedHint ?? LL.fields.eventPassword.hint()}
          isInvalid={error || wrong ? true : undefined}
          errorMessage={
            error ? validationMessage(LL, error) : LL.booking.errors.authorize.wrongPassword()
          }
        />
        <Button
          type="submit"
          variant="outline"
          className="self-start"
          isPending={pending}
          pendingLabel={LL.common.pleaseWait()}
        >
          {LL.course.passwordGate.submit()}
        </Button>
      </Form>
    </section>
  );
}
