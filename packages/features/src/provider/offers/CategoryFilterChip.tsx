import type { Course } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { TagGroup } from '@kurse/ui';

/**
 * The active category filter as a removable chip; removing it (its button, Delete or Backspace)
 * clears the filter. Spec: discovery §2 Course page ("Clicking a category filters the list; a chip
 * clears it").
 */
export function CategoryFilterChip({
  courses,
  category,
  onClear,
}: {
  courses: readonly Course[];
  category: number;
  onClear?: () => void;
}) {
  const { LL } = useI18n();
  const name = courses
    .flatMap((course) => course.categories ?? [])
    .find((k) => k.id === category)?.name;
  return (
    <TagGroup
      aria-label={LL.course.categories()}
      items={[{ id: category, label: name ?? LL.course.clearCategory() }]}
      onRemove={onClear ? () => onClear() : undefined}
    />
  );
}
