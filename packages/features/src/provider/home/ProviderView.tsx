import type { ProviderData } from './types';
import { providerLayout } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn, Gallery, ProviderHeader, ThemeSurface, providerTheme } from '@kurse/ui';
import { useId, type ReactNode } from 'react';
import { ContactPersons } from './ContactPersons';
import { ExternalProvider } from './ExternalProvider';
import { FranchiseLinks } from './FranchiseLinks';
import { ProviderDescription } from './ProviderDescription';
import { SidePanel } from './SidePanel';

/** Props of {@link ProviderView}. */
export interface ProviderViewProps {
  provider: ProviderData;
  /** Only the header and the description: the preview's placeholder provider. @default false */
  bare?: boolean;
  /**
   * Below the body: the courses, ratings and recommendations (left out for external providers
   * and bare views). @default undefined
   */
  children?: ReactNode;
}

const CARD = 'rounded-xl bg-surface p-5 text-surface-foreground shadow-card sm:p-6';

/**
 * The provider's mini-site: the header in the provider's colours, then the body by template. The
 * card template sets header and body on cards over the coloured background; standard (the default,
 * and any unknown template) colours the header band only; clean is standard without the gradient
 * (`providerTheme`, domain `providerLayout`). The body holds the gallery, description, contacts,
 * franchises and side panel, or for external providers their link out. Spec: discovery §2 Provider
 * page.
 */
export function ProviderView({ provider, bare = false, children }: ProviderViewProps) {
  const { LL } = useI18n();
  const titleId = useId();
  const card = providerLayout(provider.template) === 'card';
  const panel = !bare && !provider.external;
  const images = (provider.images ?? []).map((src, i) => ({
    src,
    alt: LL.provider.image({ provider: provider.name, index: i + 1 }),
  }));
  const main = (
    <div className={cn('flex min-w-0 flex-col gap-8 empty:hidden', card && CARD)}>
      {images.length > 0 && <Gallery images={images} />}
      <ProviderDescription text={provider.description} />
      {provider.external && !bare && <ExternalProvider provider={provider} />}
      {panel && <ContactPersons contacts={provider.contacts ?? []} />}
      {panel && <FranchiseLinks franchises={provider.franchises ?? []} />}
    </div>
  );
  const body = (
    <div
      className={cn(
        'grid items-start gap-6',
        panel && 'md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]',
      )}
    >
      {main}
      {panel && (
        <SidePanel
          provider={provider}
          className={card ? CARD : 'rounded-xl border border-border bg-surface p-5'}
        />
      )}
    </div>
  );
  return (
    <article aria-labelledby={titleId} data-template={card ? 'card' : 'standard'}>
      <ThemeSurface theme={providerTheme(provider)}>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
          <div className={cn(card && CARD)}>
            <ProviderHeader provider={provider} titleId={titleId} />
          </div>
          {card && body}
        </div>
      </ThemeSurface>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
        {!card && body}
        {panel && children}
      </div>
    </article>
  );
}
