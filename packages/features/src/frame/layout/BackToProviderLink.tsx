import { useI18n } from '@kurse/i18n';
import { Icon, Link } from '@kurse/ui';
import { useStore } from '../../core';

/**
 * The back link to the provider last shown (provider store), when there is one. Long names are
 * cut visually; the accessible name stays whole. Spec: discovery §2 Navigation and frame.
 */
export function BackToProviderLink() {
  const { LL } = useI18n();
  const { current } = useStore('provider');
  if (!current) return null;
  return (
    <Link href={`/${current.slug}`} variant="nav" className="min-h-10 min-w-0 ps-0">
      <Icon name="chevronLeft" />
      <span className="truncate">{LL.nav.backToProvider({ name: current.name })}</span>
    </Link>
  );
}
