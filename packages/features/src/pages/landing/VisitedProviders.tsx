import { useI18n } from '@kurse/i18n';
import { VisitedProviderCard } from '../../provider/VisitedProviderCard';
import { useStore } from '../../state';

/** Recently visited providers, newest first, linking to their pages. Spec: discovery §2 Landing. */
export function VisitedProviders() {
  const { LL } = useI18n();
  const { providers } = useStore('visits');
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="visited-title" className="flex flex-col gap-3">
      <h2 id="visited-title" className="text-lg font-semibold">
        {LL.common.landing.recentlyVisited()}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {providers.map((visit) => (
          <li key={String(visit.id)}>
            <VisitedProviderCard visit={visit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
