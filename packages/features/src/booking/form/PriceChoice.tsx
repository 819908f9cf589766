import type { Event } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Badge, Radio, RadioGroup } from '@kurse/ui';
import { useNavigate } from '../../core';
import type { EventPlace } from '../../course';
import { useEventOffers } from '../../course';

/** Props of {@link PriceChoice}. */
export interface PriceChoiceProps {
  event: Pick<Event, 'priceOptions' | 'products'>;
  place: EventPlace;
  /** The chosen price option's id, or null while none is chosen. */
  chosenId: number | null;
  /** A price option was chosen. */
  onChoose: (optionId: number) => void;
}

/**
 * The price choice of the event booking page: the event's price options and products. Choosing a
 * price option is reported with its event page address (`priceOption` and the token; the booking
 * form follows); a product leads to the new-contract page. While none is chosen a hint shows.
 * Spec: transactions §2 Event booking page, §5 (a price or product must be chosen).
 */
export function PriceChoice({ event, place, chosenId, onChoose }: PriceChoiceProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const offers = useEventOffers(event, place);
  const byKey = new Map(offers.map((o) => [o.key, o]));
  return (
    <RadioGroup
      label={LL.booking.choosePrice()}
      value={chosenId === null ? null : `option-${chosenId}`}
      onChange={(key) => {
        const offer = byKey.get(key);
        if (offer?.kind === 'product') navigate(offer.href);
        else if (offer) onChoose(offer.id);
      }}
      description={chosenId === null ? LL.booking.choosePriceHint() : undefined}
      isRequired
    >
      {offers.map((offer) => (
        <Radio key={offer.key} value={offer.key}>
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium">{offer.name}</span>
            {offer.badge && <Badge variant="info">{offer.badge}</Badge>}
            <span className="tabular-nums text-muted-foreground">{offer.price}</span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
