import { isOnDemandAccessValid, type OnDemandItem } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { LinkButton } from '@kurse/ui';
import { useId } from 'react';
import { roomHref } from './links';
import type { OnDemandBooking } from './on-demand-entries';

/** Props of {@link OnDemandCard}. */
export interface OnDemandCardProps {
  /** The booking with its on-demand data (from `onDemandEntries`). */
  item: OnDemandItem<OnDemandBooking>;
  /** The app's clock, which decides whether the access is still valid. */
  now: Date;
}

/**
 * One entry of the on-demand tab: course, event, the valid-until date when validDays is above 0,
 * and the link to the room while the access is valid, otherwise the expired-link text.
 * Spec: discovery §2 On-demand tab; transactions §2 Profile tabs.
 */
export function OnDemandCard({ item, now }: OnDemandCardProps) {
  const { LL } = useI18n();
  const f = useFormat();
  const titleId = useId();
  const { booking, onDemand, showValidUntil } = item;
  const href = roomHref(booking);
  const valid = isOnDemandAccessValid(onDemand, now);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-card"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {booking.course?.name}
      </h3>
      {booking.event?.name && <p>{booking.event.name}</p>}
      {showValidUntil && onDemand.validUntil && (
        <p className="text-sm text-muted-foreground">
          {LL.account.onDemand.validUntil({ date: f.date(onDemand.validUntil) })}
        </p>
      )}
      {!valid ? (
        <p className="font-medium">{LL.account.onDemand.expired()}</p>
      ) : (
        href && (
          <LinkButton href={href} aria-describedby={titleId} className="mt-1 self-start">
            {LL.account.onDemand.open()}
          </LinkButton>
        )
      )}
    </article>
  );
}
