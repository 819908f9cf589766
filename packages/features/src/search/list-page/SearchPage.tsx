import type { SearchFilters as Filters } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, CategorySpaces, Icon } from '@kurse/ui';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../core';
import { useDocumentTitle } from '../../core';
import { SearchAssistant } from '../list/SearchAssistant';
import { SearchBar } from '../list/SearchBar';
import type { TypedSearch } from '../list/use-search-texts';
import { SearchFilters } from '../list/SearchFilters';
import { SearchResults } from '../list/SearchResults';
import { resetSearchFilters, setSearchFilters } from '../list/search-actions';
import { searchQueryString, type SearchPlace } from '../list/search-url';
import { useAssistant } from '../list/use-assistant';
import { useSearchPlace } from '../list/use-search-place';
import { useSearchResults } from '../list/use-search-results';
import { useSearchFilters } from '../list/use-search-filters';

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  /** Route parameters (none). */
  params?: Readonly<Record<string, string>>;
  /** The query string; read from the address when left out (then the search is written back). */
  search?: string;
  /** Opens the filters at first (stories). @default false */
  filtersOpen?: boolean;
}

/**
 * The list search `/search`: category spaces, search bar (or the assistant with `assistant=1`),
 * filters and results; the search lives in the address and the filters persist.
 * Spec: discovery §2 Search (list), §4 Search assistant, §7, §8, §9.
 */
export function SearchPage({ search, filtersOpen = false }: SearchPageProps) {
  const { LL } = useI18n();
  const { geo, stores } = useServices();
  const stored = useSearchFilters();
  const { state, update } = useSearchPlace(search);
  const { place, assistant, space } = state;
  // The address's category space is the page's category-space filter (it is not stored).
  const filters = useMemo(
    () => (space ? { ...stored, categorySpaces: [space] } : stored),
    [stored, space],
  );
  const results = useSearchResults(place, filters);
  const onPlace = useCallback((next: Partial<SearchPlace>) => update({ place: next }), [update]);
  const helper = useAssistant(onPlace);
  useDocumentTitle(LL.search.title());

  const change = (part: Partial<Filters>) => {
    setSearchFilters(stores, part);
    const spaces = part.categorySpaces;
    if (spaces) update({ space: spaces.length === 1 ? (spaces[0] ?? null) : null });
  };
  const reset = () => {
    resetSearchFilters(stores);
    update({ space: null });
  };
  const onSearch = async ({ term, address, at: picked }: TypedSearch) => {
    if (address === place.address && !picked) return update({ place: { term } });
    const at = picked ?? (address ? await geo.geocode(address) : null);
    update({ place: { term, address, lat: at?.lat ?? null, lng: at?.lng ?? null } });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{LL.search.title()}</h1>
      <CategorySpaces
        selected={filters.categorySpaces}
        onChange={(categorySpaces) => change({ categorySpaces })}
      />
      {assistant && <SearchAssistant state={helper.state} onSubmit={helper.submit} />}
      <SearchBar
        term={place.term}
        address={place.address}
        onSearch={(next) => void onSearch(next)}
      />
      <Button
        variant="outline"
        className="self-start"
        onPress={() => update({ assistant: !assistant })}
      >
        <Icon name={assistant ? 'search' : 'info'} size="sm" />
        {assistant ? LL.search.assistant.close() : LL.search.assistant.open()}
      </Button>
      <SearchFilters
        filters={filters}
        onChange={change}
        onReset={reset}
        defaultExpanded={filtersOpen}
      />
      <SearchResults
        load={results.load}
        term={place.term}
        filters={filters}
        mapHref={`/search-map${searchQueryString(place, filters.categorySpaces, false)}`}
        onLoadMore={results.loadMore}
        onRetry={results.retry}
        onResetFilters={reset}
      />
    </div>
  );
}
