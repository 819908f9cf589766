import type { Provider } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Link, ProviderLogo } from '@kurse/ui';
import { useId, type ReactNode } from 'react';
import { routePath } from '../../course';

/** Props of {@link FranchiseProviders}. */
export interface FranchiseProvidersProps {
  providers: readonly Provider[];
  /** Shown for providers without a logo. */
  franchiseLogo?: string | null;
  /** The slot of the providers map (maps issue). @default undefined */
  map?: ReactNode;
}

/**
 * The franchise's locations: intro, the providers map slot, and the list — logo (or the
 * franchise's, else a stand-in, so the names line up), name, street, postal code and city — each
 * opening the provider page in a new tab. Spec: discovery §2 Franchise page (provider section).
 */
export function FranchiseProviders({ providers, franchiseLogo, map }: FranchiseProvidersProps) {
  const { LL } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold">
        {LL.franchise.providers.title()}
      </h2>
      <p className="text-muted-foreground">{LL.franchise.providers.intro()}</p>
      {map}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {providers.map((provider) => {
          const logo = provider.logo ?? franchiseLogo;
          const town = [provider.address?.postalCode, provider.address?.city].filter(Boolean);
          return (
            <li key={provider.id}>
              <Link
                href={routePath('provider', { slug: provider.slug })}
                isExternal
                variant="subtle"
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3"
              >
                <ProviderLogo src={logo} size="md" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold break-words">{provider.name}</span>
                  {provider.address?.street && (
                    <span className="text-sm text-muted-foreground">{provider.address.street}</span>
                  )}
                  {town.length > 0 && (
                    <span className="text-sm text-muted-foreground">{town.join(' ')}</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
