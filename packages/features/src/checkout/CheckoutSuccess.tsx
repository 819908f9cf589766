import type { Booking } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Button, Dialog, Modal } from '@kurse/ui';

/** Props of {@link CheckoutSuccess}. */
export interface CheckoutSuccessProps {
  booking: Pick<Booking, 'course' | 'event'>;
  onClose: () => void;
}

/**
 * The success dialog of a paid booking: the course image, the course name and the event name;
 * closing returns to the course. Spec: transactions §2 Checkout (success overlay).
 */
export function CheckoutSuccess({ booking, onClose }: CheckoutSuccessProps) {
  const { LL } = useI18n();
  const t = LL.booking.checkout;
  const course = booking.course;
  const image = course?.titleImage ?? course?.images?.[0] ?? null;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog title={t.successTitle()}>
        <div className="flex flex-col gap-4" data-slot="checkout-success">
          {image && (
            <img src={image} alt="" className="aspect-video w-full rounded-lg object-cover" />
          )}
          <p className="font-semibold">
            {t.successEvent({ course: course?.name ?? '', event: booking.event?.name ?? '' })}
          </p>
          <p>{t.successText()}</p>
          <Button className="self-end" onPress={onClose}>
            {t.toCourse()}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
