import type { Contract } from '@kurse/api-client';
import { contractBadge, contractDateLine, type ContractBadge } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Alert, Badge, type BadgeProps } from '@kurse/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { CancelContractButton } from './CancelContractButton';
import { canCancelContract } from './cancel-contract';
import { ContractCourses } from './ContractCourses';
import { useProductPrice } from '../../../contracts';

/** Props of {@link ContractCard}. */
export interface ContractCardProps {
  contract: Contract;
  /** Cancelling is offered (else the cancel button is disabled with its explanation). */
  cancellationEnabled: boolean;
  /** Called after the contract was cancelled, to reload the list. */
  onChanged: () => void;
}

const BADGE_VARIANT: Record<ContractBadge['tone'], NonNullable<BadgeProps['variant']>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  secondary: 'neutral',
};

/**
 * One contract of the contracts tab: product and event name, badge, start date, price per
 * interval, end / cancel date / next period, the linked courses and the cancel button. Dates in
 * Europe/Berlin. After a cancellation it says so and, once the button has gone, keeps the focus on
 * the card's title. Spec: discovery §2 Contracts tab; transactions §2 Profile tabs, §3 Contract.
 */
export function ContractCard({ contract, cancellationEnabled, onChanged }: ContractCardProps) {
  const { LL } = useI18n();
  const f = useFormat();
  const productPrice = useProductPrice();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [cancelled, setCancelled] = useState(false);
  const buttonGone = cancelled && !canCancelContract(contract);
  useEffect(() => {
    if (buttonGone) titleRef.current?.focus();
  }, [buttonGone]);

  const { product, event } = contract;
  const name = product?.name ?? contract.name ?? '';
  const badge = contractBadge(contract);
  const dateLine = contractDateLine(contract);
  const price = product && productPrice(product);

  return (
    <article
      aria-labelledby={titleId}
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
          {event?.name && <p className="text-muted-foreground">{event.name}</p>}
        </div>
        <Badge variant={BADGE_VARIANT[badge.tone]}>{LL.states.contract[badge.label]()}</Badge>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {contract.startedAt && (
          <li>{LL.contracts.card.startDate({ date: f.date(contract.startedAt) })}</li>
        )}
        {price && <li>{price}</li>}
        {dateLine && <li>{LL.contracts.card[dateLine.kind]({ date: f.date(dateLine.date) })}</li>}
      </ul>
      <ContractCourses contract={contract} />
      {cancelled && <Alert tone="success">{LL.contracts.card.cancelled()}</Alert>}
      <CancelContractButton
        contract={contract}
        productName={name}
        enabled={cancellationEnabled}
        onCancelled={() => {
          setCancelled(true);
          onChanged();
        }}
      />
    </article>
  );
}
