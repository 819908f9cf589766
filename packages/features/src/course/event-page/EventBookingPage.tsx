import { truncate, TEXT_LIMITS } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Dialog, LazyAlertDialog, Link, LoadingOverlay, Modal } from '@kurse/ui';
import { useState, type ReactNode } from 'react';
import { useAddressQuery, useNavigate, useServices } from '../../core';
import { cancelBooking, openBookingOf } from '../../booking';
import { BookingForm } from '../../booking';
import { EventBooking } from '../../booking';
import { routePath, type EventPlace } from '../events/links';
import { useDocumentTitle } from '../../core';
import { CourseDetails } from '../page/CourseDetails';
import { useCourse } from '../page/use-course';
import { ErrorScreen } from '../../frame';
import { NotFoundPage } from '../../frame';

/** Props of {@link EventBookingPage}. */
export interface EventBookingPageProps {
  /** The route parameters `slug`, `courseId` and `id` (the event). */
  params: Readonly<Record<string, string>>;
  /**
   * The query (`token`, `priceOption`); given in stories. Without it the page reads the address
   * and shows a chosen price option in it (replacing the entry: closing still goes back once).
   */
  search?: string;
}

/** What the event page's address holds: the token of a protected course and the chosen price. */
interface EventQuery {
  token: string | null;
  priceOption: string | null;
}

const readEventQuery = (search: string): EventQuery => {
  const query = new URLSearchParams(search);
  return { token: query.get('token') || null, priceOption: query.get('priceOption') };
};

/** The address's query naming the chosen price option; the rest of it is kept. */
const writePriceOption = ({ priceOption }: EventQuery, current: string): string => {
  const query = new URLSearchParams(current);
  if (priceOption === null) query.delete('priceOption');
  else query.set('priceOption', priceOption);
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** Loading: a loader, and "loading" as the document title meanwhile. */
function Loading() {
  const { LL } = useI18n();
  useDocumentTitle(LL.common.loading());
  return <LoadingOverlay />;
}

/**
 * The event booking page `/{slug}/courses/{courseId}/{id}` (query `token`, `priceOption`): the
 * course page with the booking in a modal over it — the course name (cut at 50) with the provider,
 * a link back to the course, the event and its booking. Closing returns to the course; with an
 * open booking of the event it first asks, then cancels that booking on the server. An unknown
 * course or event shows the not-found text. Spec: transactions §2 Event booking page.
 */
export function EventBookingPage({ params, search }: EventBookingPageProps) {
  const { LL } = useI18n();
  const [query, setQuery] = useAddressQuery(readEventQuery, { search, write: writePriceOption });
  const { token } = query;
  const slug = params.slug ?? '';
  const load = useCourse(slug, params.courseId ?? '', token);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') return <ErrorScreen />;
  const course = load.status === 'ready' ? load.course : null;
  const event = course?.events?.find((e) => String(e.id) === params.id);
  if (!course || !event) return <NotFoundPage text={LL.errors.course.notFound()} />;
  const place: EventPlace = { slug, courseId: course.id, eventId: event.id, token };
  return (
    <>
      <CourseDetails course={course} slug={slug} token={token} />
      <BookingModal
        title={LL.booking.courseTitle({
          course: truncate(course.name, TEXT_LIMITS.bookingCourseName),
          provider: course.provider?.name ?? '',
        })}
        courseHref={routePath('course', { slug, id: course.id }, { token })}
        eventId={event.id}
      >
        <EventBooking
          course={course}
          event={event}
          place={place}
          priceOption={query.priceOption}
          onPriceOption={(priceOption) => setQuery((current) => ({ ...current, priceOption }))}
        >
          {(option, password) => (
            <BookingForm
              course={course}
              event={event}
              option={option}
              slug={slug}
              eventPassword={password}
            />
          )}
        </EventBooking>
      </BookingModal>
    </>
  );
}

/** The modal of the booking, with the close confirmation for an open booking. */
function BookingModal(props: {
  title: string;
  courseHref: string;
  eventId: number;
  children: ReactNode;
}) {
  const { LL } = useI18n();
  const { api, stores } = useServices();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    if (openBookingOf(stores, props.eventId)) setConfirming(true);
    else navigate(props.courseHref);
  };
  return (
    <>
      <Modal isOpen onOpenChange={(open) => !open && close()} size="lg" isDismissable>
        <Dialog title={props.title}>
          <div className="flex flex-col gap-5">
            <Link href={props.courseHref} className="self-start">
              {LL.booking.backToCourse()}
            </Link>
            {props.children}
          </div>
        </Dialog>
      </Modal>
      <LazyAlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={LL.booking.checkout.cancel()}
        confirmLabel={LL.booking.checkout.cancel()}
        variant="destructive"
        onConfirm={async () => {
          const open = openBookingOf(stores, props.eventId);
          if (open) await cancelBooking(api, stores, open);
          navigate(props.courseHref);
        }}
      >
        {LL.booking.closeConfirm()}
      </LazyAlertDialog>
    </>
  );
}
