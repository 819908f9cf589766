import { Link } from '@kurse/ui';
import type { ReactNode } from 'react';
import { showAuthView } from '../auth/auth-view';
import { routePath } from '../../course';
import { useStores } from '../../core';

/** Props of {@link AuthViewLink}. */
export interface AuthViewLinkProps {
  /** The view the profile's authentication block opens with. */
  view: 'login' | 'signup';
  /** The link text. */
  children: ReactNode;
}

/**
 * A link to the profile that opens its authentication block on login or on signup, like the sign-up
 * link of the login dropdown. Spec: discovery §2 Confirmation and password pages, §4 (auth view).
 */
export function AuthViewLink({ view, children }: AuthViewLinkProps) {
  const stores = useStores();
  return (
    <Link href={routePath('profile', {})} onPress={() => showAuthView(stores, view)}>
      {children}
    </Link>
  );
}
