import type { Course } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Button, Icon } from '@kurse/ui';
import { usePriceText } from './use-price-text';

/** Props of {@link CourseBookingBar}. */
export interface CourseBookingBarProps {
  course: Pick<Course, 'priceFrom' | 'priceTo'>;
  /** Opens the events and brings them into view. */
  onShowEvents: () => void;
}

/**
 * The phone's way to the dates: a bar stuck to the bottom of the screen (above the provider's
 * bottom menu) with the price and "Termine & Buchen", which opens the events panel and moves
 * there. From 768 px the events are always open beside the description and the bar is not shown.
 * Spec: discovery §2 Course and event pages (mobile events panel).
 */
export function CourseBookingBar({ course, onShowEvents }: CourseBookingBarProps) {
  const { LL } = useI18n();
  const price = usePriceText(course);
  return (
    <section
      aria-label={LL.course.bookingBar()}
      data-slot="course-booking-bar"
      className="sticky bottom-(--bottom-inset,0px) z-10 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 py-2 text-surface-foreground shadow-card md:hidden"
    >
      {price && <p className="font-semibold">{price}</p>}
      <Button onPress={onShowEvents} className="ms-auto">
        <Icon name="calendar" size="sm" />
        {LL.course.showEventsAndBook()}
      </Button>
    </section>
  );
}
