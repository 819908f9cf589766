import type { Contract } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { Alert, AlertDialog, Button } from '@kurse/ui';
import { useId, useState } from 'react';
import { useServices } from '../../../core';
import { cancelContract, canCancelContract } from './cancel-contract';

/** Props of {@link CancelContractButton}. */
export interface CancelContractButtonProps {
  contract: Contract;
  /** The product name, for the confirmation's title. */
  productName: string;
  /** Cancelling is offered; when false the button is disabled with its explanation. */
  enabled: boolean;
  /** Called once the server has cancelled the contract (the list reloads). */
  onCancelled: () => void;
}

/**
 * The cancel button of a contract card. Switched off (the product's setting) it is disabled, and
 * the explanation is tied to it (`aria-describedby`). Switched on, a contract that can be cancelled
 * gets a button that asks first; confirming cancels on the server and reports it, a failure keeps
 * the contract as it was and says so. Spec: discovery §2 Contracts tab; transactions §2 Profile
 * tabs (contracts), §7 DELETE /customers/product_contracts/{id}.
 */
export function CancelContractButton({
  contract,
  productName,
  enabled,
  onCancelled,
}: CancelContractButtonProps) {
  const { LL } = useI18n();
  const { api } = useServices();
  const hintId = useId();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!enabled) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button variant="outline" size="sm" isDisabled aria-describedby={hintId}>
          {LL.contracts.card.cancelButton()}
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground">
          {LL.contracts.card.cancelDisabled()}
        </p>
      </div>
    );
  }
  if (!canCancelContract(contract)) return null;

  const confirm = async () => {
    setFailed(false);
    const result = await cancelContract(api, contract.id);
    if (result.ok) onCancelled();
    else setFailed(true);
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" size="sm" onPress={() => setAsking(true)}>
        {LL.contracts.card.cancelButton()}
      </Button>
      {failed && (
        <Alert tone="danger" onDismiss={() => setFailed(false)}>
          {LL.contracts.card.cancelFailed()}
        </Alert>
      )}
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={LL.contracts.card.cancelTitle({ product: productName })}
        confirmLabel={LL.contracts.card.cancelConfirmAction()}
        cancelLabel={LL.contracts.card.cancelKeep()}
        variant="destructive"
        pendingLabel={LL.common.pleaseWait()}
        onConfirm={confirm}
      >
        {LL.contracts.card.cancelConfirm()}
      </AlertDialog>
    </div>
  );
}
