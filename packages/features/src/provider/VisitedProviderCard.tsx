import type { ProviderVisit } from '@kurse/domain';
import { Link } from '@kurse/ui';
import type { ReactNode } from 'react';

/** Props of {@link VisitedProviderCard}. */
export interface VisitedProviderCardProps {
  visit: ProviderVisit;
  /** A line under the name, e.g. the visit date. @default undefined */
  detail?: ReactNode;
}

/**
 * A visited provider as a card linking to its page: logo (or an empty tile) and name. The landing
 * page's recently visited providers and the profile's providers tab. Spec: discovery §2 Landing
 * page, Customer profile (Providers tab).
 */
export function VisitedProviderCard({ visit, detail }: VisitedProviderCardProps) {
  return (
    <Link
      href={`/${visit.slug}`}
      variant="subtle"
      className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3 shadow-card"
    >
      {visit.logo ? (
        <img src={visit.logo} alt="" className="size-12 rounded-md object-contain" />
      ) : (
        <span aria-hidden className="size-12 shrink-0 rounded-md bg-muted" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{visit.name}</span>
        {detail && <span className="text-sm text-muted-foreground">{detail}</span>}
      </span>
    </Link>
  );
}
