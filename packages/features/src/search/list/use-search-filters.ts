import type { SearchFilters } from '@kurse/domain';
import { useMemo } from 'react';
import { useStore } from '../../core';

/**
 * The current search filters from the search store (which persists them) as a plain filter set.
 * Spec: discovery §4 (persisted: search).
 */
export function useSearchFilters(): SearchFilters {
  const { filters } = useStore('search');
  return useMemo(
    () => ({
      ...filters,
      ageGroups: [...filters.ageGroups],
      locationTypes: [...filters.locationTypes],
      categorySpaces: [...filters.categorySpaces],
    }),
    [filters],
  );
}
