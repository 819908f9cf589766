import type { SearchResult } from '@kurse/api-client';
import { TEXT_LIMITS, isHighlightedProvider } from '@kurse/domain';
import { CourseCard, PlacementCard, ProviderCard } from '@kurse/ui';
import { coursePath } from '../../provider';

/** Props of {@link SearchResultCard}. */
export interface SearchResultCardProps {
  result: SearchResult;
  /** The search term (providers are highlighted for a term with relevance 1000 or more). */
  term: string | null;
  layout: 'list' | 'card';
  /** The list's first card: its image loads at once (the page's largest paint). @default false */
  priority?: boolean;
}

/**
 * One search result as its card: a provider (highlighted, excerpt 240 or 140, distance badge), a
 * course (leading to its course page) or a placement. Spec: discovery §2 Search (list), §3
 * Search result, §9.
 */
export function SearchResultCard({ result, term, layout, priority }: SearchResultCardProps) {
  switch (result.modelName) {
    case 'provider':
      return (
        <ProviderCard
          provider={result}
          href={`/${result.slug}`}
          layout={layout}
          excerptLength={TEXT_LIMITS.providerExcerpt}
          highlighted={isHighlightedProvider(term, result.relevance ?? 0)}
        />
      );
    case 'course':
      return (
        <CourseCard
          course={result}
          layout={layout}
          excerptLength={TEXT_LIMITS.courseExcerpt}
          {...(priority ? { priority } : {})}
          href={result.provider ? coursePath(result.provider.slug, result.id) : undefined}
        />
      );
    default:
      return <PlacementCard placement={result} layout={layout} />;
  }
}
