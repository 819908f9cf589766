import { validateResetPasswordForm } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { AccountPageLayout } from '../pages/AccountPageLayout';
import { AuthViewLink } from '../pages/AuthViewLink';
import { EmailRequestForm } from '../pages/EmailRequestForm';
import { requestPasswordReset } from '../pages/requests';
import { useRedirectLoggedIn } from '../pages/use-redirect-logged-in';
import { useServices } from '../../core';

/**
 * Reset password (`/me/password-reset`): the e-mail address (required, e-mail format) and submit;
 * success replaces the form with a message, a failure shows the error box; links to log in and to
 * sign up (the profile's authentication block in that view). A logged-in user is sent to the
 * profile, and nothing renders meanwhile. Spec: discovery §2 Confirmation and password pages,
 * §4 (idle, submitted, success or failed), §5 Reset password, §6, §7 POST /customers/password, §8.
 */
export function PasswordResetPage() {
  const { LL } = useI18n();
  const { api } = useServices();
  const loggedIn = useRedirectLoggedIn();
  const t = LL.account.passwordReset;
  if (loggedIn) return null;
  return (
    <AccountPageLayout title={t.title()}>
      <p className="text-lg">{t.intro()}</p>
      <EmailRequestForm
        validate={validateResetPasswordForm}
        send={(email) => requestPasswordReset(api, email)}
        submitLabel={t.submit()}
        failedText={t.failed()}
        doneText={t.success()}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <AuthViewLink view="login">{t.toLogin()}</AuthViewLink>
        <AuthViewLink view="signup">{t.toSignup()}</AuthViewLink>
      </div>
    </AccountPageLayout>
  );
}
