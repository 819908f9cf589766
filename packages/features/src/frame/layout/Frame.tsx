import { frameRules, shouldWarnTimeZone, type RouteKind } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useHydrated } from '../../core';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { BottomMenu } from './BottomMenu';
import { Footer } from './Footer';
import { TopNav } from './TopNav';

// Only visitors outside Berlin time see the warning: its code loads for them alone.
const TimeZoneWarning = lazy(() =>
  import('./TimeZoneWarning').then((m) => ({ default: m.TimeZoneWarning })),
);

/** Props of {@link Frame}. */
export interface FrameProps {
  /** The page kind of the address: decides header, footer, bottom menu and back link. */
  kind: RouteKind;
  /** The provider slug of provider-scoped pages, else null. */
  slug: string | null;
  /** The page. */
  children: ReactNode;
  /** The browser's time zone, for the time-zone warning. @default the browser's */
  timeZone?: string;
}

/**
 * The frame around every page: the skip link to the content, the top navigation, the time-zone
 * warning, the page in `<main id="main">`, the provider bottom menu (once the provider of the
 * slug is loaded) and the footer, each as the route asks (`frameRules`).
 * Spec: discovery §2 Route table and Navigation and frame, §8 (time-zone warning).
 */
export function Frame({ kind, slug, children, timeZone }: FrameProps) {
  const { LL } = useI18n();
  const rules = frameRules(kind);
  // The browser's zone is known in the browser alone: the server's HTML has no warning.
  const hydrated = useHydrated();
  const zone = timeZone ?? (hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : null);
  // Focus moves to the content itself (not only the scroll position), and the address keeps no "#main".
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        onClick={skipToMain}
        className={[
          'sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground',
          'focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'forced-colors:focus-visible:outline-[Highlight]',
        ].join(' ')}
      >
        {LL.nav.skipToContent()}
      </a>
      {rules.header && <TopNav kind={kind} />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {zone !== null && shouldWarnTimeZone(zone) && (
          <Suspense fallback={null}>
            <TimeZoneWarning zone={zone} />
          </Suspense>
        )}
        {children}
      </main>
      {rules.bottomMenu && <BottomMenu slug={slug} kind={kind} />}
      {rules.footer && <Footer slug={slug} />}
    </div>
  );
}
