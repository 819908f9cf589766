import { lazy, Suspense, type ComponentProps } from 'react';
import type { CategoryFilterChip as Chip } from './CategoryFilterChip';

const CategoryFilterChip = lazy(() =>
  import('./CategoryFilterChip').then((m) => ({ default: m.CategoryFilterChip })),
);

/**
 * The category filter's chip, loaded only where a category filters the list: the tag group and
 * react-aria's collection and selection code stay out of the first load of the provider's page and
 * its unfiltered offers. The server renders the chip; the client hydrates it once its code has
 * arrived, keeping the server's markup meanwhile.
 */
export function LazyCategoryFilterChip(props: ComponentProps<typeof Chip>) {
  return (
    <Suspense fallback={null}>
      <CategoryFilterChip {...props} />
    </Suspense>
  );
}
