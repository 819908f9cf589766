import { PROFILE_TABS, profileTabPath, type ProfileTab } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Badge, Button, Icon, Link } from '@kurse/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from '../../core';
import { FocusOnMount } from '../../core';

/** Props of {@link ProfilePhoneTabs}. */
export interface ProfilePhoneTabsProps {
  /** The open tab, or null: the list of tabs shows. */
  open: ProfileTab | null;
  counts: Record<ProfileTab, number | undefined>;
  panel: (tab: ProfileTab) => ReactNode;
}

/**
 * The profile under 641 px: first the list of tabs (links with their counts); a chosen tab fills
 * the screen under a back button that returns to the list. Spec: discovery §2 Customer profile
 * ("On small screens no tab is open initially and a back button appears").
 */
export function ProfilePhoneTabs({ open, counts, panel }: ProfilePhoneTabsProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  // Back on the list, focus returns to the tab the customer came from.
  const left = useRef<ProfileTab | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) left.current = open;
    else if (left.current) {
      list.current?.querySelector<HTMLElement>(`[data-tab="${left.current}"]`)?.focus();
    }
  }, [open]);
  if (!open) {
    return (
      <nav aria-label={LL.account.tabs.label()}>
        <ul
          ref={list}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {PROFILE_TABS.map((t) => (
            <li key={t}>
              <Link
                href={profileTabPath(t)}
                data-tab={t}
                variant="subtle"
                className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-medium"
              >
                <span>{LL.account.tabs[t]()}</span>
                <span className="flex items-center gap-2">
                  {counts[t] !== undefined && (
                    <>
                      <Badge variant="count" aria-hidden>
                        {counts[t]}
                      </Badge>
                      <span className="sr-only">
                        {' '}
                        {LL.ui.overlays.tabCount({ count: counts[t] })}
                      </span>
                    </>
                  )}
                  <Icon name="chevronRight" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <section aria-labelledby="profile-tab-title" className="flex flex-col items-start gap-4">
      <Button variant="ghost" className="ps-0" onPress={() => navigate('/me')}>
        <Icon name="chevronLeft" />
        {LL.account.tabs.backToTabs()}
      </Button>
      <FocusOnMount key={open}>
        <h2 id="profile-tab-title" className="text-xl font-semibold">
          {LL.account.tabs[open]()}
        </h2>
      </FocusOnMount>
      <div className="flex w-full flex-col gap-4">{panel(open)}</div>
    </section>
  );
}
