import { frameRules, type RouteKind } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Icon, Link, LocaleToggle } from '@kurse/ui';
import { useEffect, useRef } from 'react';
import { useServices } from '../../core';
import { focusIfLost } from '../../core';
import { useStore } from '../../core';
import { BackToProviderLink } from './BackToProviderLink';
import { PendingBookingLink } from './PendingBookingLink';
import { LoginDropdown } from './LoginDropdown';

/** Props of {@link TopNav}. */
export interface TopNavProps {
  /** The page shown: decides whether the back link to the last provider appears. */
  kind: RouteKind;
}

/** Text shown from 768 px; below, only screen readers get it and the icon stands for it. */
const wideText = 'sr-only md:not-sr-only';

/**
 * At phone width the back link and the pending booking take a second row, which the stores fill
 * only once the page runs (they are kept in the browser's storage). The document's first script
 * marks the root when storage holds them (`data-back-link`, `data-pending-booking`, apps/web
 * `index.html`): the row is there from the first paint, and the page below does not move down.
 */
const reservedForBackLink =
  'max-md:[:root[data-back-link]_&]:flex max-md:[:root[data-back-link]_&]:min-h-10';
const reservedForPendingBooking =
  'max-md:[:root[data-pending-booking]_&]:flex max-md:[:root[data-pending-booking]_&]:min-h-8';

/**
 * The top navigation: the brand linking to the marketing site, the back link to the last provider
 * (search, map, franchise, profile and room routes), the link to the course of a pending booking,
 * search, the language toggle, and the profile (with the name) or the login dropdown. At phone
 * width the texts of search and profile collapse to icons and the two extra links move to a
 * second row. Spec: discovery §2 Navigation and frame.
 */
export function TopNav({ kind }: TopNavProps) {
  const { LL } = useI18n();
  const { links } = useServices();
  const { user } = useStore('session');
  const showBackLink = frameRules(kind).backToProvider;
  const nav = useRef<HTMLElement>(null);
  const wasLoggedIn = useRef(user !== null);

  // A login removes the dropdown's trigger with the focus on it: keep focus in the navigation.
  useEffect(() => {
    if (user && !wasLoggedIn.current) {
      requestAnimationFrame(() =>
        focusIfLost(nav.current?.querySelector<HTMLElement>('a[href="/me"]')),
      );
    }
    wasLoggedIn.current = user !== null;
  }, [user]);
  return (
    <header className="border-b border-border bg-surface text-surface-foreground">
      <nav
        ref={nav}
        aria-label={LL.nav.mainLabel()}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2"
      >
        <Link
          href={links.home}
          isExternal={false}
          variant="subtle"
          aria-label={LL.common.landing.logoLink()}
          className="order-1 py-1 text-xl font-bold tracking-tight"
        >
          {LL.common.brand()}
        </Link>
        <div
          className={[
            'order-3 flex w-full min-w-0 items-center gap-2 empty:hidden md:order-2 md:w-auto md:flex-1',
            showBackLink ? reservedForBackLink : '',
            reservedForPendingBooking,
          ].join(' ')}
        >
          {showBackLink && <BackToProviderLink />}
          <PendingBookingLink />
        </div>
        {/* Always pushed to the end: it stays put whether the back link shows or not. */}
        <div className="order-2 ms-auto flex items-center gap-1 md:order-3">
          <Link href="/search" variant="nav" className="min-h-10 min-w-10 justify-center">
            <Icon name="search" />
            <span className={wideText}>{LL.nav.search()}</span>
          </Link>
          <LocaleToggle />
          {user ? (
            <Link href="/me" variant="nav" className="min-h-10 min-w-10 justify-center">
              <Icon name="user" />
              <span className={wideText}>
                {LL.nav.profileName({ firstName: user.firstName, lastName: user.lastName })}
              </span>
            </Link>
          ) : (
            <LoginDropdown />
          )}
        </div>
      </nav>
    </header>
  );
}
