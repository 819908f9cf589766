import type { Course, Event } from '@kurse/api-client';
import { TEXT_LIMITS, initialPriceOption, isProtectionActive } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, Excerpt } from '@kurse/ui';
import type { ReactNode } from 'react';
import { useServices } from '../../core';
import { EventTypeInfo } from '../../course';
import type { EventPlace } from '../../course';
import { LazyPasswordGate } from '../../course';
import { useEventPassword } from '../../course';
import { PriceChoice } from './PriceChoice';

/** Props of {@link EventBooking}. */
export interface EventBookingProps {
  course: Pick<Course, 'id' | 'name'>;
  event: Event;
  place: EventPlace;
  /** The chosen price option's id as the address names it (`priceOption`), or null. */
  priceOption: string | null;
  /** A price option was chosen (the page names it in the address). */
  onPriceOption: (id: string) => void;
  /** The booking form for the chosen price option. */
  children?: (
    option: NonNullable<Event['priceOptions']>[number],
    eventPassword: string | null,
  ) => ReactNode;
}

/**
 * The body of the event booking page: the event (its dates or description, cut at 240 characters
 * from 576 px and at 140 below), the password gate of a protected event, then the price choice and,
 * once a price option is chosen, the booking form. Spec: transactions §2 Event booking page.
 */
export function EventBooking(props: EventBookingProps) {
  const { event, place, priceOption, onPriceOption, children } = props;
  const { LL } = useI18n();
  const { now } = useServices();
  const [password, unlock] = useEventPassword(event.id);
  const unlocked = password !== null;
  const locked = isProtectionActive(event, now()) && !unlocked;
  const option = initialPriceOption(event, priceOption);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {event.name && <p className="text-lg font-semibold">{event.name}</p>}
        <EventTypeInfo event={event} />
        <Excerpt
          text={event.description}
          length={TEXT_LIMITS.eventDescription}
          wideFrom="sm"
          className="text-muted-foreground"
        />
      </div>
      {locked ? (
        <LazyPasswordGate event={event} onUnlock={unlock} />
      ) : (
        <>
          {unlocked && event.isProtected && (
            <Alert tone="success">{LL.course.passwordGate.unlocked()}</Alert>
          )}
          <PriceChoice
            event={event}
            place={place}
            chosenId={option?.id ?? null}
            onChoose={(id) => onPriceOption(String(id))}
          />
          {option && children?.(option, password)}
        </>
      )}
    </div>
  );
}
