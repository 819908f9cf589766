import { useI18n } from '@kurse/i18n';
import { Icon, Link, LinkButton } from '@kurse/ui';
import { useServices } from '../../core';
import { useDocumentTitle } from '../../core';
import { useStore } from '../../core';
import { VisitedProviders } from './VisitedProviders';

/**
 * The landing page: greeting (with the name and a profile link when logged in), the tagline, the
 * search button, recently visited providers and the provider sign-up link. Spec: discovery §2.
 */
export function LandingPage() {
  const { LL } = useI18n();
  const { links } = useServices();
  const { user } = useStore('session');
  useDocumentTitle(null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:py-16">
      <section
        aria-labelledby="landing-title"
        className="flex flex-col items-center gap-4 text-center"
      >
        <p className="text-lg text-muted-foreground">
          {user
            ? LL.common.landing.greeting({ firstName: user.firstName, lastName: user.lastName })
            : LL.common.landing.greetingGuest()}
        </p>
        <h1 id="landing-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {LL.common.tagline()}
        </h1>
        {user && (
          <Link href="/me" variant="inline">
            {LL.common.landing.toProfile()}
          </Link>
        )}
        <LinkButton href="/search" size="lg" className="mt-2">
          <Icon name="search" />
          {LL.common.landing.searchButton()}
        </LinkButton>
      </section>
      <VisitedProviders />
      <p className="text-center">
        <Link href={links.providerSignup} variant="subtle">
          {LL.common.landing.providerSignup()}
        </Link>
      </p>
    </div>
  );
}
