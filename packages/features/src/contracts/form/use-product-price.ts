import type { Product } from '@kurse/api-client';
import { useFormat, useI18n } from '@kurse/i18n';

/** The product fields its price text reads. */
export type PricedProduct = Pick<Product, 'price' | 'intervalType' | 'intervalCount'>;

/**
 * Returns how a product's price reads: per interval when it recurs ("49,00 € pro Monat", "alle 3
 * Monate"), else the amount alone — on the course's offers, the contract card and the new-contract
 * modal alike. Spec: transactions §2 New contract modal (cost, interval), Profile tabs (price per
 * interval).
 */
export function useProductPrice(): (product: PricedProduct) => string {
  const { LL } = useI18n();
  const format = useFormat();
  return (product) => {
    const price = format.money(product.price);
    if (!product.intervalType) return price;
    const interval = LL.contracts.perInterval[product.intervalType]({
      count: product.intervalCount ?? 1,
    });
    return LL.contracts.card.pricePerInterval({ price, interval });
  };
}
