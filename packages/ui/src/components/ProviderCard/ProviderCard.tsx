import { distanceBadge } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { cn } from '../../lib/cn';
import { Badge } from '../Badge';
import { courseCardVariants } from '../CourseCard';
import { Excerpt, type ExcerptLength } from '../Excerpt';
import { Link } from '../Link';
import { ProviderLogo } from '../ProviderLogo';

/** The provider fields a {@link ProviderCard} shows; an API `Provider` fits as it is. */
export interface ProviderCardProvider {
  name: string;
  subTitle?: string | null;
  /** HTML or plain text; shown as a plain-text excerpt. */
  description?: string | null;
  logo?: string | null;
  courseCount?: number | null;
  onlineCourseCount?: number | null;
  /** Distance from the searched place in km. */
  distance?: number | null;
}

/** Props of {@link ProviderCard}. */
export interface ProviderCardProps {
  provider: ProviderCardProvider;
  /** The provider page; the name's link covers the card. */
  href: string;
  /**
   * Characters of the description excerpt: domain `TEXT_LIMITS.providerExcerpt` (240 when the
   * window is wider than 500 px, else 140, switched by CSS), or one number for every width. Spec:
   * discovery §9.
   */
  excerptLength: ExcerptLength;
  /** Domain `isHighlightedProvider(term, relevance)`. @default false */
  highlighted?: boolean;
  /** Tile or row. @default 'card' */
  layout?: 'list' | 'card';
  /** Level of the name's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const plainText = (html: string | null | undefined): string =>
  html ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : '';

/**
 * A provider among search results: logo, name, subtitle, a description excerpt, the offer counts,
 * a "great match" badge when highlighted and the distance badge (whole km, only above 0 and up to
 * 100 km). Reads the `search` namespace. Spec: discovery §2 Search (list), §3 Provider, §9.
 */
export function ProviderCard({
  provider,
  href,
  excerptLength,
  highlighted = false,
  layout = 'card',
  headingLevel = 3,
}: ProviderCardProps) {
  const { LL } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const distance = distanceBadge(provider.distance);
  const texts = LL.search.results;
  return (
    <article
      data-slot="provider-card"
      data-highlighted={highlighted || undefined}
      className={cn(
        courseCardVariants({ layout, interactive: true }),
        'gap-3 p-4',
        highlighted && 'border-2 border-primary',
      )}
    >
      <div className="flex items-center gap-3">
        <ProviderLogo src={provider.logo} />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm text-muted-foreground">{texts.provider()}</span>
          <Heading className="text-lg leading-snug font-semibold">
            <Link
              href={href}
              variant="subtle"
              className="outline-none after:absolute after:inset-0 after:content-[''] data-[focus-visible]:outline-none"
            >
              {provider.name}
            </Link>
          </Heading>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {(highlighted || distance !== null) && (
          <div className="flex flex-wrap gap-2">
            {highlighted && (
              <Badge variant="success" icon="star">
                {texts.highlighted()}
              </Badge>
            )}
            {distance !== null && (
              <Badge variant="info" icon="pin">
                {texts.distance({ distance: `${distance} km` })}
              </Badge>
            )}
          </div>
        )}
        {provider.subTitle && <p className="text-sm text-muted-foreground">{provider.subTitle}</p>}
        <Excerpt text={plainText(provider.description).trim()} length={excerptLength} />
        <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          {!!provider.courseCount && (
            <span>{texts.courseCount({ count: provider.courseCount })}</span>
          )}
          {!!provider.onlineCourseCount && (
            <span>{texts.onlineCourseCount({ count: provider.onlineCourseCount })}</span>
          )}
        </p>
      </div>
    </article>
  );
}
