import type { Event, PriceOption } from '@kurse/api-client';
import { isTopUpOption } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { useProductPrice } from '../../contracts';
import { contractHref, eventHref, type EventPlace } from './links';

/** One offer of an event: a price option or a product, with where booking it leads. */
export interface Offer {
  /** `option-{id}` or `product-{id}`. */
  key: string;
  kind: 'option' | 'product';
  id: number;
  name: string;
  description?: string | null;
  /** The price as shown: free, per person, flat (top_up) or per interval. */
  price: string;
  /** The product type (subscription, membership…), for products. */
  badge?: string;
  /** The event page with `priceOption` and the token, or the new-contract page. */
  href: string;
}

/** Price of a price option: free, or per person (a `top_up` flat rate is not per person). */
function usePriceText() {
  const { LL } = useI18n();
  const format = useFormat();
  const productPrice = useProductPrice();
  return {
    option: (o: PriceOption) => {
      if (o.price <= 0) return LL.common.free();
      const money = format.money(o.price);
      return isTopUpOption(o.typeOf) ? money : `${money} ${LL.course.perPerson()}`;
    },
    product: productPrice,
  };
}

/**
 * The offers of an event: its price options, then its products. A price option leads to the event
 * page with `priceOption` and the current token; a product to the new-contract page with `from`,
 * `courseId` and `eventId`. Spec: discovery §2 Course and event pages; transactions §2 Event
 * booking page.
 */
export function useEventOffers(
  event: Pick<Event, 'priceOptions' | 'products'>,
  place: EventPlace,
): Offer[] {
  const { LL } = useI18n();
  const price = usePriceText();
  return [
    ...(event.priceOptions ?? []).map((o) => ({
      key: `option-${o.id}`,
      kind: 'option' as const,
      id: o.id,
      name: o.name,
      description: o.description,
      price: price.option(o),
      href: eventHref(place, o.id),
    })),
    ...(event.products ?? []).map((p) => ({
      key: `product-${p.id}`,
      kind: 'product' as const,
      id: p.id,
      name: p.name,
      price: price.product(p),
      badge: LL.contracts.types[p.typeOf](),
      href: contractHref(place, p.id),
    })),
  ];
}
