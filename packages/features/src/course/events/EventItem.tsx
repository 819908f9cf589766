import type { Course, Event } from '@kurse/api-client';
import { eventAvailability, showPlacesLeft, type AvailabilityState } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Badge, type BadgeProps, type IconName } from '@kurse/ui';
import { useId } from 'react';
import { useServices } from '../../core';
import { FocusOnMount } from '../../core';
import { WaitingListForm } from '../../booking';
import { EventOffers } from './EventOffers';
import { EventTypeInfo } from './EventTypeInfo';
import type { EventPlace } from './links';
import { LazyPasswordGate } from './LazyPasswordGate';
import { useEventPassword } from './use-event-password';

/** The course fields an event entry reads. */
export type EventCourse = Pick<Course, 'id' | 'name' | 'isBookable' | 'status' | 'provider'>;

/** Props of {@link EventItem}. */
export interface EventItemProps {
  event: Event;
  course: EventCourse;
  /** The provider slug of the address. */
  slug: string;
  /** The access token of the course page address, passed on to the booking links. */
  token?: string | null;
}

const badges: Record<AvailabilityState, { variant: BadgeProps['variant']; icon?: IconName }> = {
  bookable: { variant: 'success', icon: 'check' },
  notYetBookable: { variant: 'info', icon: 'clock' },
  bookedOut: { variant: 'warning', icon: 'users' },
  waitingList: { variant: 'warning', icon: 'users' },
  notBookable: { variant: 'neutral' },
  protected: { variant: 'info', icon: 'lock' },
};

/**
 * One event of a course: name, availability badge, type info and dates, the places-left hint, the
 * password gate of a protected event, its offers (bookable ones with links) and the waiting list
 * of a full event. Spec: discovery §2 Course and event pages, §4 Event availability, Waiting list.
 */
export function EventItem({ event, course, slug, token }: EventItemProps) {
  const { LL } = useI18n();
  const { now } = useServices();
  const [password, unlock] = useEventPassword(event.id);
  const unlocked = password !== null;
  const titleId = useId();
  const left = event.participantsLeft ?? null;
  const availability = eventAvailability(
    {
      isBookable: course.isBookable ?? true,
      courseStatus: course.status,
      participantsLeft: left,
      waitList: event.waitList,
      isProtected: event.isProtected,
      protectedUntil: event.protectedUntil,
    },
    now(),
  );
  const isProtected = availability === 'protected';
  const places =
    left !== null &&
    showPlacesLeft({
      participantsLeft: left,
      participantCount: event.participantCount ?? 0,
      typeOf: event.typeOf,
    });
  const place: EventPlace = { slug, courseId: course.id, eventId: event.id, token };
  const badge = badges[availability];

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 py-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {event.name ?? course.name}
        </h3>
        <Badge variant={badge.variant} icon={badge.icon}>
          {LL.states.availability[availability]()}
        </Badge>
      </div>
      <EventTypeInfo event={event} />
      {places && left !== null && (
        <p className="text-sm font-medium text-warning-strong">
          {LL.states.placesLeft({ count: left })}
        </p>
      )}
      {isProtected &&
        (unlocked ? (
          // The gate and its focused button are gone: focus moves to the news.
          <FocusOnMount>
            <Alert tone="success">{LL.course.passwordGate.unlocked()}</Alert>
          </FocusOnMount>
        ) : (
          <LazyPasswordGate event={event} onUnlock={unlock} />
        ))}
      <EventOffers
        event={event}
        place={place}
        bookable={availability === 'bookable' || (isProtected && unlocked)}
      />
      <WaitingListForm event={event} providerId={course.provider?.id ?? slug} />
    </article>
  );
}
