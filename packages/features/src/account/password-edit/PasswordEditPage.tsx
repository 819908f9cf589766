import { useI18n } from '@kurse/i18n';
import { AccountPageLayout } from '../pages/AccountPageLayout';
import { useRedirectLoggedIn } from '../pages/use-redirect-logged-in';
import { PasswordEditForm } from './PasswordEditForm';

/** Props of {@link PasswordEditPage}. */
export interface PasswordEditPageProps {
  /** The route parameter `resetToken` (from the reset e-mail's link). */
  params: Readonly<Record<string, string>>;
}

/**
 * Edit password (`/me/password-edit/{resetToken}`): the new password form. A logged-in user is
 * sent to the profile, and nothing renders meanwhile. Spec: discovery §2 Confirmation and
 * password pages, §6.
 */
export function PasswordEditPage({ params }: PasswordEditPageProps) {
  const { LL } = useI18n();
  const loggedIn = useRedirectLoggedIn();
  if (loggedIn) return null;
  return (
    <AccountPageLayout title={LL.account.passwordEdit.title()}>
      <PasswordEditForm resetToken={params.resetToken ?? ''} />
    </AccountPageLayout>
  );
}
