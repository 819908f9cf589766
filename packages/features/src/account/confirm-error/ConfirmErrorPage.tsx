import { validateResendConfirmationForm } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { AccountPageLayout } from '../pages/AccountPageLayout';
import { EmailRequestForm } from '../pages/EmailRequestForm';
import { resendConfirmation } from '../pages/requests';
import { useServices } from '../../core';

/**
 * The failed e-mail confirmation (`/me/confirm/error`): the intro and a form for a new link
 * (e-mail required); once sent, the resend message replaces the form; a failure shows the
 * resend-failed text at the form. Spec: discovery §2 Confirmation and password pages, §4 (E-mail
 * resend: idle, sent), §5 Resend confirmation, §7 POST /customers/confirmation, §8.
 */
export function ConfirmErrorPage() {
  const { LL } = useI18n();
  const { api } = useServices();
  const t = LL.account.confirmation;
  return (
    <AccountPageLayout title={t.errorTitle()}>
      <p className="text-lg">{t.errorText()}</p>
      <EmailRequestForm
        validate={validateResendConfirmationForm}
        send={(email) => resendConfirmation(api, email)}
        submitLabel={t.resend()}
        failedText={t.resendFailed()}
        doneText={t.resent()}
      />
    </AccountPageLayout>
  );
}
