import { useFormat, useI18n, ageRangeText, type Messages } from '@kurse/i18n';
import { Icon, type IconName } from '../Icon';
import type { CourseCardCourse, CourseLocationType } from './course-card-types';

const LOCATION_ICONS: Record<CourseLocationType, IconName> = {
  onSite: 'pin',
  online: 'computer',
  home: 'home',
  byArrangement: 'calendar',
  others: 'map',
};

/**
 * The price line of a card: a single price, "from – to" when the prices differ, "ab …" with only
 * a lowest price, "free" for 0; nothing without prices. Spec: discovery §3 Course (priceFrom,
 * priceTo in cents), §9 (euro, cents divided by 100).
 */
export function priceText(
  LL: Messages,
  money: (cents: number) => string,
  from: number | null | undefined,
  to: number | null | undefined,
): string | null {
  if (from == null) return null;
  const amount = (cents: number) => (cents === 0 ? LL.common.free() : money(cents));
  if (to == null) return LL.common.priceFrom({ price: amount(from) });
  if (to <= from) return amount(from);
  return LL.common.priceRange({ from: amount(from), to: amount(to) });
}

function Fact({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon name={icon} size="sm" className="text-muted-foreground" />
      {children}
    </li>
  );
}

/**
 * Price, age span and location type of a course card, each with its icon. Reads the `course` and
 * `states` catalogue namespaces. Spec: discovery §3 Course, §9 Age display.
 */
export function CourseFacts({ course }: { course: CourseCardCourse }) {
  const { LL } = useI18n();
  const format = useFormat();
  const price = priceText(LL, format.money, course.priceFrom, course.priceTo);
  const age = ageRangeText(LL, course.ageMin, course.ageMax);
  const type = course.locationType;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-slot="course-facts">
      {price && <Fact icon="euro">{price}</Fact>}
      {age && <Fact icon="users">{age}</Fact>}
      {type && (
        <Fact icon={LOCATION_ICONS[type]}>
          {course.manyLocations ? LL.course.manyLocations() : LL.course.locationTypes[type]()}
        </Fact>
      )}
    </ul>
  );
}
