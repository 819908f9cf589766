import type { Contract } from '@kurse/api-client';
import { contractEventNames } from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { Alert, Button, LinkButton } from '@kurse/ui';

/** The product name a result page names: the product's, else the contract's own. */
const productName = (contract: Contract) => contract.product?.name ?? contract.name ?? '';

/** Props of {@link ContractSuccess}. */
export interface ContractSuccessProps {
  contract: Contract;
  /** Close: to the course page (see `contractDonePath`). */
  onClose: () => void;
}

/**
 * The body of the contract success page: the product name and the events' names, and a close
 * button. Spec: transactions §2 Contract success page.
 */
export function ContractSuccess({ contract, onClose }: ContractSuccessProps) {
  const { LL } = useI18n();
  const format = useFormat();
  const t = LL.contracts.success;
  const names = contractEventNames(contract);
  return (
    <>
      <Alert tone="success">{t.text({ product: productName(contract) })}</Alert>
      {names.length > 0 && <p>{t.events({ names: format.list(names) })}</p>}
      <Button onPress={onClose}>{LL.common.close()}</Button>
    </>
  );
}

/** Props of {@link ContractFailure}. */
export interface ContractFailureProps {
  /** The contract; null when it could not be loaded (then only the buttons show). */
  contract: Contract | null;
  /** The new-contract page to try again (see `contractRetryPath`). */
  retryHref: string;
  /** Cancel: to the course page, or the profile. */
  onCancel: () => void;
}

/**
 * The body of the contract failure page: the failure text with the product name, "try again"
 * (back to the new-contract page with from, courseId and eventId) and cancel.
 * Spec: transactions §2 Contract failure page.
 */
export function ContractFailure({ contract, retryHref, onCancel }: ContractFailureProps) {
  const { LL } = useI18n();
  const t = LL.contracts.failure;
  return (
    <>
      {contract && <p className="text-lg">{t.text({ product: productName(contract) })}</p>}
      <div className="flex flex-wrap gap-3">
        <LinkButton href={retryHref}>{t.retry()}</LinkButton>
        <Button variant="secondary" onPress={onCancel}>
          {LL.common.cancel()}
        </Button>
      </div>
    </>
  );
}
