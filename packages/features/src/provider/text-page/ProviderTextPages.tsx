import { ProviderTextView } from '../text';
import { useStore } from '../../core';

/** Props of the provider text pages: the route's parameters (the slug; ProviderScope uses it). */
export interface ProviderTextPageProps {
  params?: Readonly<Record<string, string>>;
}

/**
 * The provider's terms `/{slug}/terms` below the provider card (inside `ProviderScope`, so the
 * provider in the store is the one of the address). Spec: transactions §2 Terms and privacy pages.
 */
export function TermsPage(_props: ProviderTextPageProps) {
  const { current } = useStore('provider');
  return current ? <ProviderTextView provider={current} kind="terms" /> : null;
}

/**
 * The provider's privacy policy `/{slug}/privacy_policy` below the provider card (inside
 * `ProviderScope`). Spec: transactions §2 Terms and privacy pages.
 */
export function PrivacyPolicyPage(_props: ProviderTextPageProps) {
  const { current } = useStore('provider');
  return current ? <ProviderTextView provider={current} kind="privacyPolicy" /> : null;
}
