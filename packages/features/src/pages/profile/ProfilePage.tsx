import { useI18n } from '@kurse/i18n';
import { Button } from '@kurse/ui';
import { useState } from 'react';
import { AuthBlock } from '../../auth/AuthBlock';
import { useNavigate, useServices } from '../../app/context';
import { useDocumentTitle } from '../../platform/document-title';
import { logout } from '../../session/actions';
import { useStore } from '../../state';

/**
 * The customer profile (`/me`). Logged out: the authentication block (login or signup). Logged
 * in: the user's name, who is logged in, and the logout button, which leads to the start page.
 * The profile tabs follow later. Spec: discovery §2 Customer profile, §4 (logout).
 */
export function ProfilePage() {
  const { LL } = useI18n();
  const services = useServices();
  const navigate = useNavigate();
  const { user } = useStore('session');
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(LL.account.title());

  const leave = async () => {
    setLeaving(true);
    await logout(services);
    setLeaving(false);
    navigate('/');
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      {user ? (
        <section aria-labelledby="profile-title" className="flex flex-col items-start gap-4">
          <h1 id="profile-title" className="text-3xl font-bold tracking-tight">
            {LL.nav.profileName({ firstName: user.firstName, lastName: user.lastName })}
          </h1>
          <p className="text-muted-foreground">{LL.account.loggedInAs({ email: user.email })}</p>
          <Button
            variant="outline"
            isPending={leaving}
            pendingLabel={LL.common.pleaseWait()}
            onPress={() => void leave()}
          >
            {LL.account.logout()}
          </Button>
        </section>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{LL.account.title()}</h1>
          <AuthBlock />
        </>
      )}
    </div>
  );
}
