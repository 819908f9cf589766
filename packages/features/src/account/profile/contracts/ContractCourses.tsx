import type { Contract } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Link } from '@kurse/ui';
import { useId } from 'react';
import { coursePath } from '../../../provider';

/**
 * The courses linked to a contract's product, each a link to its course page (under the course's
 * provider, else the contract's; plain text when neither names one); nothing without courses.
 * Spec: discovery §2 Contracts tab ("linked courses"); transactions §2 Profile tabs.
 */
export function ContractCourses({ contract }: { contract: Contract }) {
  const { LL } = useI18n();
  const labelId = useId();
  const courses = contract.courses ?? [];
  if (courses.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h4 id={labelId} className="text-sm font-semibold">
        {LL.contracts.card.courses()}
      </h4>
      <ul aria-labelledby={labelId} className="flex flex-col gap-1 text-sm">
        {courses.map((course) => {
          const slug = course.provider?.slug || contract.provider?.slug;
          return (
            <li key={course.id}>
              {slug ? <Link href={coursePath(slug, course.id)}>{course.name}</Link> : course.name}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
