import { useFormat, useI18n, ageRangeText } from '@kurse/i18n';
import { Icon, type IconName } from '../Icon';
import type { CourseCardCourse, CourseLocationType } from './course-card-types';
import { priceText } from './price-text';

const LOCATION_ICONS: Record<CourseLocationType, IconName> = {
  onSite: 'pin',
  online: 'computer',
  home: 'home',
  byArrangement: 'calendar',
  others: 'map',
};

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
