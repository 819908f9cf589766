import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { useStore } from '../../core';

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
            <Link
              href={`/${visit.slug}`}
              variant="subtle"
              className="flex items-center gap-3 rounded-lg border border-border bg-surface p-3 shadow-card"
            >
              {visit.logo ? (
                <img
                  src={visit.logo}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="size-10 rounded-md object-contain"
                />
              ) : (
                <span aria-hidden className="size-10 rounded-md bg-muted" />
              )}
              <span className="font-medium">{visit.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
