import type { Event, Product } from '@kurse/api-client';
import {
  DESCRIPTION_READ_MORE_THRESHOLD,
  productTotalCost,
  showsInvoiceAnchor,
  showsOtherEvents,
  showsTotalCost,
} from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Badge, ReadMore } from '@kurse/ui';
import type { ReactNode } from 'react';
import { EventTypeInfo } from '../../course';
import { useProductPrice } from './use-product-price';

/** Props of {@link ProductDetails}. */
export interface ProductDetailsProps {
  product: Product;
  /** The event the contract is for (domain `chooseContractEvent`); null without events. */
  event: Event | null;
}

/** One term of the product's list. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-muted-foreground sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * What the new-contract modal tells about the product (its name is the dialog's title): type,
 * description (a read-more toggle above 200 characters), the terms — cost per interval, the total
 * cost of a plan, the payment interval, the invoice anchor unless it is `start_date`, the period
 * (a plan's number of rates), the cancellation terms — then the chosen event with its dates and,
 * when the product is not eventOnly and has more than one event, its other events.
 * Spec: transactions §2 New contract modal, §3 Product.
 */
export function ProductDetails({ product, event }: ProductDetailsProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const t = LL.contracts.new;
  const productPrice = useProductPrice();
  const interval = product.intervalType;
  const total = showsTotalCost(product) ? productTotalCost(product) : null;
  const others = showsOtherEvents({ ...product, events: product.events ?? [] })
    ? (product.events ?? []).filter((e) => e.id !== event?.id)
    : [];
  return (
    <div className="flex flex-col gap-4" data-slot="product-details">
      <Badge variant="info" className="self-start">
        {LL.contracts.types[product.typeOf]()}
      </Badge>
      {product.description && (
        <ReadMore maxLength={DESCRIPTION_READ_MORE_THRESHOLD}>{product.description}</ReadMore>
      )}
      <dl className="flex flex-col gap-2 text-sm">
        <Term label={t.cost()}>{productPrice(product)}</Term>
        {total !== null && <Term label={t.totalCost()}>{format.money(total)}</Term>}
        {interval && (
          <Term label={t.interval()}>
            {LL.contracts.intervals[interval]({ count: product.intervalCount ?? 1 })}
          </Term>
        )}
        {product.invoiceAnchor && showsInvoiceAnchor(product.invoiceAnchor) && (
          <Term label={t.invoiceAnchor()}>
            {LL.contracts.invoiceAnchors[product.invoiceAnchor]()}
          </Term>
        )}
        {product.periodCount && (
          <Term label={t.period()}>{t.periodCount({ count: product.periodCount })}</Term>
        )}
        {product.cancelation && <Term label={t.cancelation()}>{product.cancelation}</Term>}
      </dl>
      {event && (
        <section className="flex flex-col gap-1">
          <h3 className="text-base font-semibold">{t.event()}</h3>
          {event.name && <p>{event.name}</p>}
          <EventTypeInfo event={event} />
        </section>
      )}
      {others.length > 0 && (
        <section className="flex flex-col gap-1">
          <h3 className="text-base font-semibold">{t.otherEvents()}</h3>
          <ul className="list-disc ps-5 text-sm">
            {others.map((other) => (
              <li key={other.id}>{other.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
