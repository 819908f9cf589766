import { providerLayout } from '@kurse/domain';
import { cn, Link, ThemeSurface, providerTheme } from '@kurse/ui';
import type { ReactNode, Ref } from 'react';
import { routePath } from '../../course';
import type { ProviderData } from '../home/types';

/** The surface of a part of a card-template page: a card over the provider's colours. */
export const SUBPAGE_CARD = 'rounded-xl bg-surface p-5 text-surface-foreground shadow-card sm:p-6';

/** Props of {@link ProviderSubpage}. */
export interface ProviderSubpageProps {
  provider: Pick<ProviderData, 'slug' | 'name' | 'logo' | 'template' | 'backgroundColor'>;
  /** The page's h1, shown in the provider card. Left out when the body holds it (a post). */
  heading?: string;
  /** The h1, for pages that move focus to it. @default undefined */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The page's parts. On the card template they sit on the provider's colours, so each part
   * puts itself on a card ({@link SUBPAGE_CARD}); on the others they sit on the page background.
   */
  children: ReactNode;
}

/**
 * A provider page beside the home (blog, post, terms, privacy policy): the provider card (logo,
 * the provider's name linking home, the page's h1) on the provider's colours, then the page's
 * parts. The card template sets the card and the parts over the coloured background; standard
 * colours the card's band only; clean has no colour (`providerTheme`). Spec: transactions §2 Blog,
 * Terms and privacy pages ("below the provider card"); discovery §2 Provider page (templates).
 */
export function ProviderSubpage({ provider, heading, headingRef, children }: ProviderSubpageProps) {
  const card = providerLayout(provider.template) === 'card';
  const header = (
    <div
      className={cn(
        'flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4',
        card && SUBPAGE_CARD,
      )}
    >
      {provider.logo && (
        <img
          src={provider.logo}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full bg-surface object-cover shadow-card sm:size-16"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          href={routePath('provider', { slug: provider.slug })}
          variant="subtle"
          className="self-start font-semibold text-current underline data-[hovered]:text-current data-[hovered]:decoration-2"
        >
          {provider.name}
        </Link>
        {heading && (
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words hyphens-auto outline-none sm:text-3xl"
          >
            {heading}
          </h1>
        )}
      </div>
    </div>
  );
  return (
    <div data-template={card ? 'card' : 'standard'} className="flex flex-1 flex-col">
      {/* On the card template the colours run down to the bottom menu, under short pages too. */}
      <ThemeSurface theme={providerTheme(provider)} className={cn(card && 'flex-1')}>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
          {header}
          {card && children}
        </div>
      </ThemeSurface>
      {!card && (
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">{children}</div>
      )}
    </div>
  );
}
