import type { SearchResultProvider } from '@kurse/api-client';
import { Link, ProviderLogo, courseCardVariants } from '@kurse/ui';

/**
 * A recommended provider: logo, name (a link covering the card) and subtitle, leading to the
 * provider's page. Spec: discovery §2 Provider page (recommendations), §7.
 */
export function RecommendedProvider({ provider }: { provider: SearchResultProvider }) {
  return (
    <article className={courseCardVariants({ layout: 'card', interactive: true })}>
      <div className="flex items-center gap-3 p-4">
        <ProviderLogo src={provider.logo} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold">
            <Link
              href={`/${provider.slug}`}
              variant="subtle"
              className="outline-none after:absolute after:inset-0 after:content-[''] data-[focus-visible]:outline-none"
            >
              {provider.name}
            </Link>
          </h3>
          {provider.subTitle && (
            <p className="text-sm text-muted-foreground">{provider.subTitle}</p>
          )}
        </div>
      </div>
    </article>
  );
}
