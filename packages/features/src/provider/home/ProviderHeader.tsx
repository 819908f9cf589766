import type { ProviderData } from './types';
import { sinceText, useI18n } from '@kurse/i18n';
import { Badge } from '@kurse/ui';
import type { ReactNode } from 'react';

/** Props of {@link ProviderHeader}. */
export interface ProviderHeaderProps {
  provider: Pick<ProviderData, 'name' | 'subTitle' | 'logo' | 'sinceDays' | 'heartsCount'>;
  /** Id of the title, which names the page's article. */
  titleId: string;
  /**
   * More badges after the "since" and hearts badges (the franchise's partner badge).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * The top of the provider page: logo, name (the page's only h1), subtitle, the "since" badge
 * ("Neu dabei" at 30 days or less, domain `sinceBadge`) and the hearts count. Colours come from
 * the theme around it. Spec: discovery §2 Provider page, §9.
 */
export function ProviderHeader({ provider, titleId, children }: ProviderHeaderProps) {
  const { LL } = useI18n();
  const since = sinceText(LL, provider.sinceDays);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {provider.logo && (
        <img
          src={provider.logo}
          alt=""
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
