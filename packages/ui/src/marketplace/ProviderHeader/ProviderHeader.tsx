import { sinceText, useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge';

/** The provider fields a {@link ProviderHeader} shows; an API `Provider` or `Franchise` fits. */
export interface ProviderHeaderProvider {
  name: string;
  subTitle?: string | null;
  logo?: string | null;
  /** Days since the provider joined (domain `sinceBadge`). */
  sinceDays?: number | null;
  heartsCount?: number | null;
}

/** Props of {@link ProviderHeader}. */
export interface ProviderHeaderProps {
  provider: ProviderHeaderProvider;
  /** Id of the title, which names the page's article. */
  titleId: string;
  /**
   * More badges after the "since" and hearts badges (the franchise's partner badge).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * The top of a provider or franchise page: logo, name (the page's only h1), subtitle, the "since"
 * badge ("Neu dabei" at 30 days or less, domain `sinceBadge`) and the hearts count. Colours come
 * from the theme around it. Reads the `provider` and `states` namespaces.
 * Spec: discovery §2 Provider page, Franchise page, §9.
 */
export function ProviderHeader({ provider, titleId, children }: ProviderHeaderProps) {
  const { LL } = useI18n();
  const since = sinceText(LL, provider.sinceDays);
  return (
    <div data-slot="provider-header" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {provider.logo && (
        <img
          src={provider.logo}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full bg-surface object-cover shadow-card sm:size-24"
        />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <h1 id={titleId} className="text-3xl font-bold tracking-tight break-words">
          {provider.name}
        </h1>
        {provider.subTitle && <p className="text-lg">{provider.subTitle}</p>}
        <div className="flex flex-wrap gap-2">
          {since && <Badge variant="info">{since}</Badge>}
          {provider.heartsCount != null && (
            <Badge icon="heart">{LL.provider.hearts({ count: provider.heartsCount })}</Badge>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
