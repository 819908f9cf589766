import { useI18n } from '@kurse/i18n';
import { LinkButton } from '@kurse/ui';
import { useServices } from '../../../core';
import { VisitedProviderCard } from './VisitedProviderCard';
import { setSearchFilters } from '../../../search';
import { useStore } from '../../../core';

/**
 * The providers tab of the profile: the visited providers, newest first, as cards with logo, name
 * and visit date, each linking to the provider's page. With none, a hint with links to the search
 * and to the online offers (the search narrowed to online, as the map search's link does).
 * Spec: discovery §2 Customer profile (Providers tab), §3 Provider (visitedAt), §4 Provider visit.
 */
export function ProvidersTab() {
  const { LL } = useI18n();
  const { stores } = useServices();
  const { providers } = useStore('visits');
  const t = LL.account.providers;

  if (providers.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="font-medium">{t.empty()}</p>
        <p className="text-muted-foreground">{t.emptyHint()}</p>
        <div className="flex flex-wrap gap-3">
          <LinkButton href="/search" variant="primary">
            {t.toSearch()}
          </LinkButton>
          <LinkButton
            href="/search"
            variant="outline"
            onPress={() => setSearchFilters(stores, { locationTypes: ['online'] })}
          >
            {t.toOnlineSearch()}
          </LinkButton>
        </div>
      </div>
    );
  }

  // A list restored from storage is not re-sorted there; the newest visit comes first here.
  const visits = [...providers].sort((a, b) => b.time - a.time);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {visits.map((visit) => (
        <li key={String(visit.id)}>
          <VisitedProviderCard visit={visit} />
        </li>
      ))}
    </ul>
  );
}
