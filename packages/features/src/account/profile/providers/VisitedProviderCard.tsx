import type { ProviderVisit } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Icon, Link } from '@kurse/ui';

/**
 * A visited provider in the profile's providers tab: logo (or an empty tile), name and the day of
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
      {visit.logo ? (
        <img
          src={visit.logo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-md object-contain"
        />
      ) : (
        <span aria-hidden className="size-14 shrink-0 rounded-md bg-muted" />
      )}
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
