import type { SearchFilters as Filters } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Disclosure, Spinner } from '@kurse/ui';
import { lazy, Suspense, useState } from 'react';

// The fields (date picker with its calendar, price slider, radius select, check boxes) load when
// the pointer or focus reaches the toggle, or when the panel opens.
const loadFields = () => import('./SearchFilterFields');
const SearchFilterFields = lazy(() =>
  loadFields().then((m) => ({ default: m.SearchFilterFields })),
);

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  filters: Filters;
  /** Called with the changed part of the filters. */
  onChange: (change: Partial<Filters>) => void;
  /** Back to the default filters. */
  onReset: () => void;
  /** Starts open (stories). @default false */
  defaultExpanded?: boolean;
}

/**
 * The search filters in a disclosure: age groups, location types, bookable only, maximum price
 * (0–500 €, the top is no limit), radius and start date (Europe/Berlin), and a reset button
 * ({@link SearchFilterFields}). The fields render from the panel's first opening on, so their code
 * is not part of the page's first load; a closed panel hides them either way.
 * Spec: discovery §2 Search (list: Filters), §4 Default filters, §5 (price slider).
 */
export function SearchFilters({ filters, onChange, onReset, defaultExpanded }: SearchFiltersProps) {
  const { LL } = useI18n();
  const [opened, setOpened] = useState(defaultExpanded ?? false);
  return (
    <Disclosure
      title={LL.search.filters.title()}
      headingLevel={2}
      defaultExpanded={defaultExpanded}
      onExpandedChange={(expanded) => {
        if (expanded) setOpened(true);
      }}
      onTriggerIntent={() => void loadFields()}
    >
      {opened && (
        <Suspense fallback={<Spinner size="sm" />}>
          <SearchFilterFields filters={filters} onChange={onChange} onReset={onReset} />
        </Suspense>
      )}
    </Disclosure>
  );
}
