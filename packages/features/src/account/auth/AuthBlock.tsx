import { useI18n } from '@kurse/i18n';
import { Button, Link, LinkButton } from '@kurse/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useServices } from '../../core';
import { useStore, useStores } from '../../core';
import { showAuthView } from './auth-view';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

/** A side panel of the block: a promo with its heading, text and action. */
function Aside({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <aside
      aria-label={title}
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-muted p-5"
    >
      <h3 className="text-lg font-semibold">{title}</h3>
      <p>{text}</p>
      {action}
    </aside>
  );
}

/**
 * The authentication block of the profile when logged out: login, or signup with a promo for
 * providers; "Jetzt Mitglied werden" switches to signup, and back. The view is kept in the
 * interface store (`authView`). Spec: discovery §2 Customer profile, §4 (auth view toggles).
 */
export function AuthBlock() {
  const { LL } = useI18n();
  const { links } = useServices();
  const stores = useStores();
  const { authView } = useStore('ui');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(authView);

  // After a switch, focus goes to the new heading so keyboard and screen-reader users land there.
  useEffect(() => {
    if (shownView.current !== authView) heading.current?.focus();
    shownView.current = authView;
  }, [authView]);

  const signup = authView === 'signup';
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="flex flex-col gap-5">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {signup ? LL.account.signup.title() : LL.account.login.title()}
        </h2>
        {signup ? <SignupForm /> : <LoginForm />}
        {signup ? (
          <p className="flex flex-wrap items-center gap-x-2">
            {LL.account.signup.haveAccount()}
            <Button variant="outline" size="sm" onPress={() => showAuthView(stores, 'login')}>
              {LL.account.signup.toLogin()}
            </Button>
          </p>
        ) : (
          <Link href="/me/password-reset" className="self-start">
            {LL.account.login.forgotPassword()}
          </Link>
        )}
      </div>
      {signup ? (
        <Aside
          title={LL.account.signup.providerPromo.title()}
          text={LL.account.signup.providerPromo.text()}
          action={
            <LinkButton href={links.providerSignup} variant="outline">
              {LL.account.signup.providerPromo.action()}
            </LinkButton>
          }
        />
      ) : (
        <Aside
          title={LL.account.signup.memberPromo.title()}
          text={LL.account.signup.memberPromo.text()}
          action={
            <Button onPress={() => showAuthView(stores, 'signup')}>
              {LL.account.signup.becomeMember()}
            </Button>
          }
        />
      )}
    </section>
  );
}
