import { isOngoingBooking } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Icon, LinkButton } from '@kurse/ui';
import { routePath } from '../../course';
import { useStore } from '../../core';

/**
 * The highlighted link to the pending booking (booking store), named by its course, while that
 * booking is open for payment: it resumes the booking at its checkout. Spec: discovery §2 Navigation and frame; transactions §4 (current booking).
 */
export function PendingBookingLink() {
  const { LL } = useI18n();
  const { current } = useStore('booking');
  const slug = current?.provider?.slug ?? current?.course?.provider?.slug;
  const course = current?.course;
  if (!current || !isOngoingBooking(current) || !slug || !course) return null;
  return (
    <LinkButton
      href={routePath('checkout', { slug, id: current.id })}
      variant="secondary"
      size="sm"
      className="ms-auto min-w-0 max-w-full bg-warning text-warning-foreground"
    >
      <Icon name="calendar" size="sm" />
      <span className="truncate">{LL.nav.pendingBooking({ course: course.name })}</span>
    </LinkButton>
  );
}
