import type { RouteKind } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, LoadingOverlay } from '@kurse/ui';
import { AccountPageLayout } from '../../account';
import { useNavigate } from '../../core';
import { ContractFailure, ContractSuccess } from '../form/ContractResult';
import { contractDonePath, contractRetryPath } from '../form/paths';
import { useContract } from '../form/use-contract';
import { useDocumentTitle } from '../../core';

/** Props of the contract result pages. */
export interface ContractResultPageProps {
  /** The route parameters `productId` and `id` (the contract). */
  params: Readonly<Record<string, string>>;
  kind?: RouteKind;
  /** The query (`from`, `courseId`, `eventId` of the failure page); given in stories. */
  search?: string;
}

/** Loading: a loader, and "loading" as the document title meanwhile. */
function Loading() {
  const { LL } = useI18n();
  useDocumentTitle(LL.common.loading());
  return <LoadingOverlay fullScreen delayed />;
}

/**
 * The contract success page `/me/contracts/{productId}/{id}/success`: the loaded contract's
 * product and event names; close goes to its course page, or to the profile when nothing loaded
 * (a load failure shows "Error"). Spec: transactions §2 Contract success page, §8.
 */
export function ContractSuccessPage({ params }: ContractResultPageProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const load = useContract(params.id ?? '');
  if (load.status === 'loading') return <Loading />;
  const contract = load.status === 'ready' ? load.contract : null;
  const close = () => navigate(contractDonePath(contract));
  if (!contract) {
    return (
      <AccountPageLayout title={LL.contracts.errors.loadFailed()}>
        <Button onPress={close}>{LL.common.close()}</Button>
      </AccountPageLayout>
    );
  }
  return (
    <AccountPageLayout title={LL.contracts.success.title()}>
      <ContractSuccess contract={contract} onClose={close} />
    </AccountPageLayout>
  );
}

/**
 * The contract failure page `/me/contracts/{productId}/{id}/cancel`: the failure title and the
 * text with the product name, "try again" (the new-contract page of the product with `from`,
 * `courseId` and `eventId`) and cancel (the course page, or the profile). A load failure shows
 * "Error" as the title and keeps both buttons. Spec: transactions §2 Contract failure page, §8.
 */
export function ContractCancelPage({ params, search }: ContractResultPageProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const load = useContract(params.id ?? '');
  if (load.status === 'loading') return <Loading />;
  const contract = load.status === 'ready' ? load.contract : null;
  const query = new URLSearchParams(search ?? window.location.search);
  return (
    <AccountPageLayout
      title={contract ? LL.contracts.failure.title() : LL.contracts.errors.loadFailed()}
    >
      <ContractFailure
        contract={contract}
        retryHref={contractRetryPath(params.productId ?? '', contract, query)}
        onCancel={() => navigate(contractDonePath(contract))}
      />
    </AccountPageLayout>
  );
}
