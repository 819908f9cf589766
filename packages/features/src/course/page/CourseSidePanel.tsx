import type { Course } from '@kurse/api-client';
import { ageRangeText, useFormat, useI18n } from '@kurse/i18n';
import { cn } from '@kurse/ui';
import { useId, type ReactNode } from 'react';
import { AddressBlock } from '../../provider';
import { usePriceText } from './use-price-text';

/** Props of {@link CourseSidePanel}. */
export interface CourseSidePanelProps {
  course: Course;
  /** The provider slug of the address. */
  slug: string;
  /** Extra classes (its place in the page grid). @default undefined */
  className?: string;
}

/** One term of the panel, left out without a value. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  if (children == null || children === false || children === '') return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The side panel of the course page: age range (months shown as years by the age rule), location
 * type, address (unless the location is flexible), prices and trainers.
 * Spec: discovery §2 Course page (side panel), §3 Course, §9 Age display.
 */
export function CourseSidePanel({ course, slug, className }: CourseSidePanelProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const titleId = useId();
  const price = usePriceText(course);
  const trainers = (course.trainers ?? []).map((t) => t.name);
  const { locationType, address } = course;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-surface-foreground',
        className,
      )}
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {LL.course.details()}
      </h2>
      <dl className="flex flex-col gap-3">
        <Item term={LL.states.age.label()}>{ageRangeText(LL, course.ageMin, course.ageMax)}</Item>
        <Item term={LL.course.location()}>
          {locationType &&
            [
              LL.course.locationTypes[locationType](),
              course.manyLocations ? LL.course.manyLocations() : null,
            ]
              .filter(Boolean)
              .join(' · ')}
        </Item>
        <Item term={LL.provider.panel.address()}>
          {address && !course.flexibleLocation && <AddressBlock address={address} slug={slug} />}
        </Item>
        <Item term={LL.course.price()}>{price}</Item>
        <Item term={LL.course.trainers()}>{trainers.length > 0 && format.list(trainers)}</Item>
      </dl>
    </section>
  );
}
