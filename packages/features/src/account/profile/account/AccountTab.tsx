import type { User } from '@kurse/api-client';
import { useStore } from '../../../core';
import { AccountForm } from './AccountForm';

/**
 * The account tab of the profile: the logged-in user's form (nothing while logged out — the
 * profile shows the login then). A new user starts a fresh form; a saved change does not reset
 * it. Spec: discovery §2 Customer profile (Account tab), §5 Account update.
 */
export function AccountTab() {
  const { user } = useStore('session');
  if (!user) return null;
  return <AccountForm key={user.id} user={user as User} />;
}
