import type { ContractBadge } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { useId, type ReactNode, type Ref } from 'react';
import { Badge, type BadgeProps } from '../../components/Badge';

/** Props of {@link ContractCard}. */
export interface ContractCardProps {
  /** The product's name (or the contract's): the card's title, which names it. */
  name: string;
  /** The event it belongs to. @default undefined */
  eventName?: string | null;
  /** Domain `contractBadge`: its status label and tone. */
  badge: ContractBadge;
  /** When it started (ISO date-time). @default undefined */
  startedAt?: string | null;
  /** The price per interval, as the product's price text. @default undefined */
  price?: ReactNode;
  /** Domain `contractDateLine`: end, cancellation or next period. @default undefined */
  dateLine?: { kind: 'end' | 'cancel' | 'nextPeriod'; date: string } | null;
  /** The title, which a card focuses after a change (it takes focus by script only). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** What follows the facts: the linked courses, a message, the cancel button. @default undefined */
  children?: ReactNode;
}

const BADGE_VARIANT: Record<ContractBadge['tone'], NonNullable<BadgeProps['variant']>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  secondary: 'neutral',
};

/**
 * One contract as a card: product and event name, the status badge, start date, price per
 * interval and the end / cancel date / next period (dates in Europe/Berlin), then what the caller
 * adds. Reads the `contracts` and `states` namespaces.
 * Spec: discovery §2 Contracts tab; transactions §2 Profile tabs, §3 Contract.
 */
export function ContractCard({
  name,
  eventName,
  badge,
  startedAt,
  price,
  dateLine,
  titleRef,
  children,
}: ContractCardProps) {
  const { LL } = useI18n();
  const f = useFormat();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-slot="contract-card"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {name}
          </h3>
          {eventName && <p className="text-muted-foreground">{eventName}</p>}
        </div>
        <Badge variant={BADGE_VARIANT[badge.tone]}>{LL.states.contract[badge.label]()}</Badge>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {startedAt && <li>{LL.contracts.card.startDate({ date: f.date(startedAt) })}</li>}
        {price && <li>{price}</li>}
        {dateLine && <li>{LL.contracts.card[dateLine.kind]({ date: f.date(dateLine.date) })}</li>}
      </ul>
      {children}
    </article>
  );
}
