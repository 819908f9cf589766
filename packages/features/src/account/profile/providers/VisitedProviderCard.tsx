import type { ProviderVisit } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Icon, Link, ProviderLogo } from '@kurse/ui';

/**
 * A visited provider in the profile's providers tab: logo (or its stand-in), name and the day of
 * the visit, the whole card linking to the provider's page. Spec: discovery §2 Customer profile
 * (Providers tab: "logo, name, visit date").
 */
export function VisitedProviderCard({ visit }: { visit: ProviderVisit }) {
  const { LL } = useI18n();
  const format = useFormat();
  return (
    <Link
      href={`/${visit.slug}`}
      variant="subtle"
      className="flex items-center gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <ProviderLogo src={visit.logo} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{visit.name}</span>
        <span className="text-sm text-muted-foreground">
          {LL.account.providers.visitedAt({ date: format.date(visit.time) })}
        </span>
      </span>
      <Icon name="chevronRight" className="text-muted-foreground" />
    </Link>
  );
}
