import type { User } from '@kurse/api-client';
import { validateAccountForm, type AccountField } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Button, Form } from '@kurse/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useServices } from '../../../core';
import { CUSTOMER_FIELD_ORDER, CustomerFields } from '../../../booking';
import { FailedAlertText } from '../../../core';
import { useFieldMessages } from '../../../core';
import { focusFirstError, useFormFields } from '../../../core';
import { useStore } from '../../../core';
import {
  accountUpdate,
  accountValues,
  clearAccountDraft,
  keepAccountDraft,
  updateAccount,
} from './update-account';

/** Props of {@link AccountForm}. */
export interface AccountFormProps {
  /** The logged-in user whose data the form starts with. */
  user: User;
}

/**
 * The user form: names, e-mail, phone and company (optional), street, postal code, city and
 * country (the supported list, default DE), checked before sending with the message at the field
 * and focus on the first invalid one. Saving shows the button pending; success says so politely;
 * a failure shows the general alert and the server's errors at their fields. Nothing typed is
 * lost, not even when the session runs out: the login asks again and the form returns with it.
 * Spec: discovery §2 Account tab, §3 Customer/User, §4 user update, §5, §8.
 */
export function AccountForm({ user }: AccountFormProps) {
  const { LL } = useI18n();
  const services = useServices();
  const session = useStore('session');
  const { stores } = services;
  const { values, setErrors, field } = useFormFields<AccountField>(
    accountDraftOf(session.accountDraft, user) ?? accountValues(user),
  );
  // The draft kept over an expired session is used once.
  useEffect(() => clearAccountDraft(stores), [stores]);
  // Only this form's own save is reported, not one left in the store from an earlier visit.
  const [sent, setSent] = useState(false);
  const failed = sent && session.update === 'failed';
  const serverErrors = useFieldMessages(failed ? session.fieldErrors : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAccountForm(values);
    setErrors(found);
    if (focusFirstError(event.currentTarget, CUSTOMER_FIELD_ORDER, found)) {
      setSent(false);
      return;
    }
    setSent(true);
    return updateAccount(services, accountUpdate(values)).then(() => {
      // The session ran out: keep what was typed for after the login.
      if (stores.session.expired) keepAccountDraft(stores, user.id, values);
    });
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-label={LL.account.profile.title()}
      serverErrors={serverErrors}
      errorMessage={
        failed ? (
          <FailedAlertText text={LL.account.profile.saveFailed()} errors={session.fieldErrors} />
        ) : undefined
      }
    >
      <CustomerFields field={field} mandatoryPhone={false} locked={false} />
      <Button
        type="submit"
        className="self-start"
        isPending={session.update === 'loading'}
        pendingLabel={LL.common.pleaseWait()}
      >
        {LL.account.profile.save()}
      </Button>
      {/* Always present, so the message is announced when it appears. */}
      <div aria-live="polite">
        {sent && session.update === 'success' && (
          <Alert tone="success">{LL.account.profile.saved()}</Alert>
        )}
      </div>
    </Form>
  );
}

/** The values kept over an expired session, when they are this customer's. */
function accountDraftOf(
  draft: { userId: number; values: Record<string, string> } | null,
  user: User,
): Record<AccountField, string> | null {
  if (!draft || draft.userId !== user.id) return null;
  return { ...accountValues(user), ...draft.values };
}
