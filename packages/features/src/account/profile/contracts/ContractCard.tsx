import type { Contract } from '@kurse/api-client';
import { contractBadge, contractDateLine } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert, ContractCard as ContractCardView } from '@kurse/ui';
import { useEffect, useRef, useState } from 'react';
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

/**
 * One contract of the contracts tab: the card of `@kurse/ui` (product and event name, badge, start
 * date, price per interval, end / cancel date / next period) with the linked courses and the
 * cancel button. After a cancellation it says so and, once the button has gone, keeps the focus
 * on the card's title. Spec: discovery §2 Contracts tab; transactions §2 Profile tabs, §3 Contract.
 */
export function ContractCard({ contract, cancellationEnabled, onChanged }: ContractCardProps) {
  const { LL } = useI18n();
  const productPrice = useProductPrice();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [cancelled, setCancelled] = useState(false);
  const buttonGone = cancelled && !canCancelContract(contract);
  useEffect(() => {
    if (buttonGone) titleRef.current?.focus();
  }, [buttonGone]);

  const { product, event } = contract;
  const name = product?.name ?? contract.name ?? '';

  return (
    <ContractCardView
      name={name}
      eventName={event?.name}
      badge={contractBadge(contract)}
      startedAt={contract.startedAt}
      price={product && productPrice(product)}
      dateLine={contractDateLine(contract)}
      titleRef={titleRef}
    >
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
    </ContractCardView>
  );
}
