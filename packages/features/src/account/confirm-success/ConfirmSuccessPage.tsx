import { useI18n } from '@kurse/i18n';
import { LinkButton } from '@kurse/ui';
import { AccountPageLayout } from '../pages/AccountPageLayout';
import { routePath } from '../../course';

/**
 * The confirmed e-mail address (`/me/confirm/success`): title, intro and a link to the profile.
 * Spec: discovery §2 Route table, Confirmation and password pages.
 */
export function ConfirmSuccessPage() {
  const { LL } = useI18n();
  const t = LL.account.confirmation;
  return (
    <AccountPageLayout title={t.successTitle()}>
      <p className="text-lg">{t.successText()}</p>
      <LinkButton href={routePath('profile', {})}>{t.toProfile()}</LinkButton>
    </AccountPageLayout>
  );
}
