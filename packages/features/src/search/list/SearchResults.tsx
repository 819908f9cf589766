import { showsListViewToggle, showsResetFilters, type SearchFilters } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Icon, Link, LoadingOverlay, cn, useWindowWidth } from '@kurse/ui';
import { LoadFailedAlert } from '../../provider';
import { ViewModeToggle } from '../../provider';
import { useStore } from '../../core';
import { SearchResultCard } from './SearchResultCard';
import type { SearchResultsLoad } from './use-search-results';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  load: SearchResultsLoad;
  term: string | null;
  filters: SearchFilters;
  /** The map search with the same query (`/search-map?…`). */
  mapHref: string;
  onLoadMore: () => void;
  onRetry: () => void;
  onResetFilters: () => void;
}

/**
 * The results of the list search: count, list/card toggle (only above 768 px), the cards, a
 * "more results" note with a load-more button adding one page, the link to the map search, and
 * the no-results text with reset filters while category spaces are set. Spec: discovery §2
 * Search (list), §9.
 */
export function SearchResults(props: SearchResultsProps) {
  const { LL } = useI18n();
  const { load, mapHref } = props;
  const toggles = showsListViewToggle(useWindowWidth());
  const { viewMode } = useStore('ui');
  const layout = toggles ? viewMode : 'card';
  const texts = LL.search.results;
  return (
    <section aria-labelledby="search-results-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="search-results-title" className="text-xl font-semibold">
          {LL.search.resultsHeading()}
          {load.status === 'ready' && (
            <span className="ms-2 text-base font-normal text-muted-foreground">
              {texts.count({ count: load.totalCount })}
            </span>
          )}
        </h2>
        <div className="flex items-center gap-3">
          <Link href={mapHref} className="inline-flex items-center gap-1">
            <Icon name="map" size="sm" />
            {texts.toMap()}
          </Link>
          {toggles && <ViewModeToggle />}
        </div>
      </div>
      {load.status === 'loading' && (
        <div className="relative min-h-48">
          <LoadingOverlay text={LL.common.loading()} />
        </div>
      )}
      {load.status === 'failed' && <LoadFailedAlert onRetry={props.onRetry} />}
      {load.status === 'ready' && load.results.length === 0 && <NoResults {...props} />}
      {load.status === 'ready' && load.results.length > 0 && (
        <>
          <ul
            data-layout={layout}
            className={cn('grid gap-4', layout === 'card' ? 'sm:grid-cols-2 lg:grid-cols-3' : '')}
          >
            {load.results.map((result, index) => (
              <li key={`${result.modelName}-${result.id}`}>
                <SearchResultCard
                  result={result}
                  term={props.term}
                  layout={layout}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
          {load.moreFailed && <LoadFailedAlert onRetry={props.onLoadMore} />}
          {load.results.length < load.totalCount && (
            <div className="flex flex-col items-center gap-2">
              <p className="text-muted-foreground">{texts.more()}</p>
              <Button variant="outline" isPending={load.loadingMore} onPress={props.onLoadMore}>
                {texts.loadMore()}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function NoResults({ filters, onResetFilters }: SearchResultsProps) {
  const { LL } = useI18n();
  const texts = LL.search.results;
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-border p-6">
      <p className="font-semibold">{texts.none()}</p>
      <p className="text-muted-foreground">{texts.noneHint()}</p>
      {showsResetFilters(0, filters) && (
        <Button variant="outline" onPress={onResetFilters}>
          {texts.resetFilters()}
        </Button>
      )}
    </div>
  );
}
