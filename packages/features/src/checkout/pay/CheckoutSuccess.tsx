import type { Booking } from '@kurse/api-client';
import { calendarIcs, eventCalendarDates, isFreeBooking } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Button, Dialog, Icon, LinkButton, Modal } from '@kurse/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useServices } from '../../core';

/** Props of {@link CheckoutSuccess}. */
export interface CheckoutSuccessProps {
  booking: Pick<Booking, 'id' | 'billingNo' | 'costs' | 'course' | 'event' | 'provider'>;
  onClose: () => void;
}

/** One labelled fact of the dialog. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The one calendar file offered for download, kept until another replaces it. */
let calendarFile: { text: string; url: string } | null = null;

/**
 * The object URL of a calendar file (a Blob). One is live at a time: making another revokes the
 * previous one, so the same text (a re-render, React's double render) keeps its address and the
 * link never points at a revoked file.
 */
function calendarFileUrl(text: string): string {
  if (calendarFile?.text === text) return calendarFile.url;
  if (calendarFile) URL.revokeObjectURL(calendarFile.url);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  calendarFile = { text, url };
  return url;
}

/**
 * The success dialog of a paid booking: the course image, the course and event, the booking
 * number, the event's first date (Europe/Berlin), the amount paid (free when 0), and "add to
 * calendar" — a download link of the event's dates as an iCalendar file (domain `calendarIcs`),
 * shown when the event has dates; closing returns to the course. Spec: transactions §2 Checkout
 * (success overlay), §1 (Europe/Berlin).
 */
export function CheckoutSuccess({ booking, onClose }: CheckoutSuccessProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const { now } = useServices();
  // The file's time stamp (DTSTAMP): when the dialog opened.
  const [opened] = useState(now);
  const t = LL.booking.checkout;
  const course = booking.course;
  const image = course?.titleImage ?? course?.images?.[0] ?? null;
  const title = t.successEvent({ course: course?.name ?? '', event: booking.event?.name ?? '' });
  const dates = useMemo(() => (booking.event ? eventCalendarDates(booking.event) : []), [booking]);
  const first = dates[0];
  const address = booking.event?.address;
  const ics = useMemo(() => {
    if (dates.length === 0) return null;
    const town = [address?.postalCode, address?.city].filter(Boolean).join(' ');
    return calendarIcs({
      uidPrefix: `booking-${booking.id}`,
      uidDomain: window.location.hostname || 'kurse',
      dates,
      summary: title,
      location: [address?.street, town].filter(Boolean).join(', ') || null,
      description: booking.billingNo
        ? t.calendarDescription({
            billingNo: booking.billingNo,
            provider: booking.provider?.name ?? '',
          })
        : null,
      now: opened,
    });
  }, [booking, dates, title, t, address, opened]);
  const url = useMemo(() => (ics === null ? null : calendarFileUrl(ics)), [ics]);
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog title={t.successTitle()}>
        <div className="flex flex-col gap-4" data-slot="checkout-success">
          {image && (
            <img
              src={image}
              alt=""
              width={800}
              height={500}
              className="aspect-video w-full rounded-lg object-cover"
            />
          )}
          <p className="font-semibold">{title}</p>
          <dl className="flex flex-col gap-1 text-sm">
            {booking.billingNo && <Fact label={t.successBookingNo()}>{booking.billingNo}</Fact>}
            {first && (
              <Fact label={dates.length > 1 ? t.successFirstDate() : t.successDate()}>
                {format.dateRange(first.startDate, first.endDate)}
              </Fact>
            )}
            <Fact label={t.successPaid()}>
              {isFreeBooking(booking.costs)
                ? LL.booking.summary.free()
                : format.money(booking.costs)}
            </Fact>
          </dl>
          <p>{t.successText()}</p>
          <div className="flex flex-wrap justify-end gap-2">
            {url && (
              <LinkButton
                variant="outline"
                href={url}
                download={`${booking.billingNo ?? `buchung-${booking.id}`}.ics`}
                isExternal={false}
              >
                <Icon name="calendar" size="sm" />
                {t.addToCalendar()}
              </LinkButton>
            )}
            <Button onPress={onClose}>{t.toCourse()}</Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
