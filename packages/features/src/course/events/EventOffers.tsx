import type { Event } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Badge, LinkButton } from '@kurse/ui';
import type { EventPlace } from './links';
import { useEventOffers } from './offers';

/** Props of {@link EventOffers}. */
export interface EventOffersProps {
  /** The event whose price options and products are offered. */
  event: Pick<Event, 'priceOptions' | 'products'>;
  /** Where the event lives, for the booking links. */
  place: EventPlace;
  /** Offers booking links; otherwise the prices show without them. */
  bookable: boolean;
}

/**
 * The offers of an event: its price options (price per person) and products (subscriptions and
 * the like, price per interval), each with a booking link. A price option leads to the event
 * page with `priceOption` and the current token; a product to the new-contract page.
 * Spec: discovery §2 Course and event pages, §3 PriceOption and Product.
 */
export function EventOffers({ event, place, bookable }: EventOffersProps) {
  const { LL } = useI18n();
  const offers = useEventOffers(event, place);
  if (offers.length === 0) return null;
  return (
    <ul aria-label={LL.course.choosePrice()} className="flex flex-col divide-y divide-border">
      {offers.map((offer) => (
        <li key={offer.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {offer.name}
              {offer.badge && <Badge variant="info">{offer.badge}</Badge>}
            </p>
            {offer.description && (
              <p className="text-sm text-muted-foreground">{offer.description}</p>
            )}
            <p className="text-sm font-semibold tabular-nums">{offer.price}</p>
          </div>
          {bookable && (
            <LinkButton
              href={offer.href}
              size="sm"
              aria-label={LL.course.bookOption({ name: offer.name })}
            >
              {LL.course.book()}
            </LinkButton>
          )}
        </li>
      ))}
    </ul>
  );
}
