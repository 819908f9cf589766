import { parseRouteId, profileTabOfRoute, type RouteKind } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Spinner } from '@kurse/ui';
import { lazy, Suspense, useState } from 'react';
import { AuthBlock } from '../auth/AuthBlock';
import { readsOf, useNavigate, useServices } from '../../core';
import { useDocumentTitle } from '../../core';
import { logout } from '../../core';
import { useStore } from '../../core';

/** The key prefixes of the reads that hold a customer's personal data (forgotten at logout). */
const PERSONAL_READS = ['/customers/', '/bookings/'] as const;

// The tabs load only for a logged-in customer: a visitor who comes to log in does not fetch them.
const ProfileTabs = lazy(() =>
  import('../profile/ProfileTabs').then((m) => ({ default: m.ProfileTabs })),
);

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  /** `tab` of `/me/{tab}`, `id` of `/me/contracts/{id}`. */
  params: Readonly<Record<string, string>>;
  /** The route: `profile`, `contracts` or `contract`. @default 'profile' */
  kind?: RouteKind;
}

/**
 * The customer profile (`/me`, `/me/{tab}`, `/me/contracts`, `/me/contracts/{id}`). Logged out:
 * the authentication block (login or signup). Logged in: the user's name, who is logged in, the
 * logout button (which leads to the start page) and the profile tabs. Spec: discovery §2 Customer
 * profile, §4 (logout); transactions §2 Profile tabs.
 */
export function ProfilePage({ params, kind = 'profile' }: ProfilePageProps) {
  const { LL } = useI18n();
  const services = useServices();
  const navigate = useNavigate();
  const { user } = useStore('session');
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(LL.account.title());

  const leave = async () => {
    setLeaving(true);
    await logout(services);
    const reads = readsOf(services);
    for (const prefix of PERSONAL_READS) reads.invalidate(prefix);
    setLeaving(false);
    navigate('/');
  };
  const contractId = kind === 'contract' ? parseRouteId(params.id) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10">
      {user ? (
        <>
          <section
            aria-labelledby="profile-title"
            className="flex flex-wrap items-end justify-between gap-4"
          >
            <div className="flex flex-col gap-1">
              <h1 id="profile-title" className="text-3xl font-bold tracking-tight">
                {LL.nav.profileName({ firstName: user.firstName, lastName: user.lastName })}
              </h1>
              <p className="text-muted-foreground">
                {LL.account.loggedInAs({ email: user.email })}
              </p>
            </div>
            <Button
              variant="outline"
              isPending={leaving}
              pendingLabel={LL.common.pleaseWait()}
              onPress={() => void leave()}
            >
              {LL.account.logout()}
            </Button>
          </section>
          <Suspense
            fallback={<Spinner size="lg" label={LL.common.loading()} className="self-center" />}
          >
            <ProfileTabs tab={profileTabOfRoute(kind, params)} contractId={contractId} />
          </Suspense>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{LL.account.title()}</h1>
          <AuthBlock />
        </>
      )}
    </div>
  );
}
