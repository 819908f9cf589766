import { useI18n } from '@kurse/i18n';
import { Icon, Link } from '@kurse/ui';
import { useServices } from '../../core';

/**
 * The "Kurse-Partner" badge of a franchise: a pill linking to the partners page of the marketing
 * site (`links.partners`, new tab); screen readers also hear where it leads.
 * Spec: discovery §2 Franchise page ("a partner badge links to a partners page").
 */
export function PartnerBadge() {
  const { LL } = useI18n();
  const { links } = useServices();
  return (
    <Link
      href={links.partners}
      isExternal
      variant="subtle"
      className="inline-flex items-center gap-1 rounded-full bg-surface px-3 py-1 text-sm font-medium text-surface-foreground shadow-card"
    >
      <Icon name="star" size="sm" />
      {LL.franchise.partner()}
      <span className="sr-only"> – {LL.franchise.partnerLink()}</span>
    </Link>
  );
}
