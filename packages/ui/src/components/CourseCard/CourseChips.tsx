import { CARD_CATEGORY_CHIPS, visibleCategoryChips } from '@kurse/domain';
import { cn } from '../../lib/cn';
import { parseHex, readableForeground } from '../../theme/contrast';
import type { CourseCardCourse } from './course-card-types';

const chip =
  'inline-flex h-6 items-center rounded-full border border-border px-2.5 text-xs font-medium forced-colors:border-[CanvasText]';

/** A chip coloured by its own colour (AA-readable text), else in the neutral secondary colour. */
function Chip({ label, color: given }: { label: string; color?: string | null }) {
  const color = parseHex(given) ? given : null;
  return (
    <li
      data-slot="course-chip"
      className={cn(chip, !color && 'bg-secondary text-secondary-foreground')}
      style={color ? { backgroundColor: color, color: readableForeground(color) } : undefined}
    >
      {label}
    </li>
  );
}

/**
 * The static chips of a course card: the franchise chip (when the course has a franchise) and the
 * first categories, at most 5 chips together. Spec: discovery §9 ("at most 5 on cards").
 */
export function CourseChips({ course }: { course: CourseCardCourse }) {
  const franchise = course.franchise?.name ? course.franchise : null;
  const categories = visibleCategoryChips(course.categories ?? [], 'card').slice(
    0,
    CARD_CATEGORY_CHIPS - (franchise ? 1 : 0),
  );
  if (!franchise && categories.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" data-slot="course-chips">
      {franchise?.name && <Chip label={franchise.name} color={franchise.color} />}
      {categories.map((category) => (
        <Chip key={category.id} label={category.name} color={category.color} />
      ))}
    </ul>
  );
}
