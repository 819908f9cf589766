import type { Event, Product, User } from '@kurse/api-client';
import { TEXT_LIMITS, validateItems } from '@kurse/domain';
import { BookingSummaryView, Button, Form, LoadingOverlay, TextField } from '@kurse/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useServices } from '../../core';
import { BookingItemsFields, focusFirstItemError } from '../../booking';
import { ConsentField } from '../../booking';
import { FormSection as Section } from '../../booking';
import { contractNextPath } from './contract-next-path';
import { login } from '../../core';
import { endExpiredSession } from '../../core';
import { ContractAccountFields } from './ContractAccountFields';
import { createContract } from './create-contract';
import type { ConsentProvider } from './use-consent-provider';
import type { ContractFormState } from './use-contract-form';

/** Props of {@link ContractForm}. */
export interface ContractFormProps {
  product: Product;
  event: Event | null;
  /** The state of the form (kept by the caller, so it survives the password gate). */
  form: ContractFormState;
  /** The accepted password of a protected event. */
  eventPassword: string | null;
  /** The provider as far as the consent links need it (null: the general links). */
  consentProvider: ConsentProvider | null;
  /** The server refused the event password (401). */
  onWrongPassword: () => void;
  /** Cancel: leave the modal. */
  onCancel: () => void;
}

/**
 * The new-contract form: the participant name, the event's booking items, the account (sign-up
 * or login, or the logged-in customer's data), the consent with the terms and privacy links, the
 * summary (price, items, service fee and its VAT, total) and cancel and subscribe. Everything is
 * checked before sending, focus on the first problem. Sending shows a busy overlay: a login
 * chosen here happens first (a failure stops with its message); then the contract is created —
 * errors by the contract catalogue, field errors beside the fields — and a new account's password
 * logs the user in (a failed login is recorded in the session and the flow goes on) before the
 * checkout opens. Spec: transactions §2 New contract modal, §4 Contract, §5, §8 Contract errors.
 */
export function ContractForm(props: ContractFormProps) {
  const { product, event, form, eventPassword, consentProvider, onWrongPassword, onCancel } = props;
  const { LL, fields } = form;
  const services = useServices();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const t = LL.contracts.new;

  const send = async (formElement: HTMLFormElement) => {
    setPending(true);
    setAlert(null);
    let account = form.user;
    const { email, password } = fields.values;
    if (form.mode === 'login') {
      const loggedIn = await login(services, { email: email.trim(), password });
      account = (services.stores.session.user as User | null) ?? null;
      if (loggedIn !== 'success' || !account) {
        setPending(false);
        if (loggedIn === 'failed') setAlert(LL.account.login.failed());
        (formElement.elements.namedItem('email') as HTMLElement | null)?.focus();
        return;
      }
    }
    const body = form.body(account, eventPassword);
    const hadSession = Boolean(services.stores.session.token);
    const outcome = await createContract(services.api, LL, body);
    if (!outcome.ok) {
      setPending(false);
      if (outcome.kind === 'cancelled') return;
      if (endExpiredSession(services.stores, outcome, hadSession)) {
        setAlert(LL.errors.sessionExpired());
        return;
      }
      setAlert(outcome.alert);
      setServerErrors(outcome.fieldErrors);
      if (outcome.status === 401) onWrongPassword();
      return;
    }
    const signupPassword = body.customer.password;
    if (!account && signupPassword) {
      await login(services, { email: body.customer.email, password: signupPassword });
    }
    navigate(contractNextPath(outcome.contract, product.id));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const first = form.check();
    if (first === 'items') {
      focusFirstItemError(formElement, form.items, validateItems(form.items, form.answers));
    } else if (first) {
      (formElement.elements.namedItem(first) as HTMLElement | null)?.focus();
    } else return send(formElement);
  };

  return (
    <>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        serverErrors={serverErrors}
        errorMessage={alert ?? undefined}
        aria-label={t.title()}
      >
        <Section title={LL.booking.sections.participants()}>
          <TextField
            {...fields.field('participantName')}
            label={t.participantName()}
            isRequired
            maxLength={TEXT_LIMITS.participantName}
            autoComplete="off"
          />
        </Section>
        {form.items.length > 0 && (
          <Section title={LL.booking.sections.items()}>
            <BookingItemsFields
              items={form.items}
              answers={form.answers}
              onChange={form.setAnswers}
              errors={form.itemErrors}
            />
          </Section>
        )}
        <Section title={LL.booking.sections.account()}>
          <ContractAccountFields form={form} mandatoryPhone={event?.mandatoryPhone ?? false} />
        </Section>
        <Section title={LL.booking.sections.consent()}>
          <ConsentField
            provider={consentProvider}
            isSelected={form.consent}
            onChange={form.setConsent}
            isInvalid={form.consentError}
          />
        </Section>
        <BookingSummaryView
          summary={form.summary}
          optionName={product.name}
          items={form.itemLines}
          voucherCode={null}
          serviceFeeIncluded={product.serviceFeeIncluded ?? false}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={onCancel}>
            {LL.common.cancel()}
          </Button>
          <Button type="submit" isPending={pending} pendingLabel={t.submitting()}>
            {t.subscribe()}
          </Button>
        </div>
      </Form>
      {pending && <LoadingOverlay fullScreen text={t.submitting()} />}
    </>
  );
}
