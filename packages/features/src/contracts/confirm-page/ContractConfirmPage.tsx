import type { RouteKind } from '@kurse/domain';
import { contractCloseTarget } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Dialog, LoadingOverlay, Modal } from '@kurse/ui';
import { useNavigate } from '../../core';
import { NewContract } from '../form/NewContract';
import { closeTargetPath } from '../form/paths';
import { ProductErrorModal } from '../form/ProductErrorModal';
import { useProduct } from '../form/use-product';
import { useDocumentTitle } from '../../core';
import { NotFoundPage } from '../../frame';

/** Props of {@link ContractConfirmPage}. */
export interface ContractConfirmPageProps {
  /** The route parameter `id`: the product. */
  params: Readonly<Record<string, string>>;
  kind?: RouteKind;
  /** The query (`from`, `courseId`, `eventId`); given in stories, else read from the address. */
  search?: string;
}

/**
 * The new-contract page `/me/contracts/{id}/confirm` (query `from`, `courseId`, `eventId`): a
 * modal over the page (whose heading says "subscribe"), named by the product, with the product, the password gate of a protected
 * event and the form. Closing or cancelling returns to `from`, else the course page of the first
 * event (the `courseId` query), else the provider's page. While the product loads a loader shows;
 * an unknown product shows the not-found text; any other failure the error modal with its code.
 * Spec: transactions §2 New contract modal, §4 Contract, §8 Contract errors.
 */
export function ContractConfirmPage({ params, search }: ContractConfirmPageProps) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const query = new URLSearchParams(search ?? window.location.search);
  const load = useProduct(params.id ?? '');
  const product = load.status === 'ready' ? load.product : null;
  useDocumentTitle(
    product?.name ?? (load.status === 'loading' ? LL.common.loading() : LL.contracts.new.title()),
  );
  const close = () =>
    navigate(
      closeTargetPath(
        // The product's events do not name their course: the `courseId` query stands for it.
        contractCloseTarget({ from: query.get('from'), courseId: query.get('courseId') }),
        product?.provider?.slug,
      ),
    );

  if (load.status === 'notFound') return <NotFoundPage text={LL.errors.course.notFound()} />;
  // The page under the modal names what happens here; the modal brings its own heading.
  const page = (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{LL.contracts.new.title()}</h1>
    </div>
  );
  if (load.status === 'loading') {
    return (
      <>
        {page}
        <LoadingOverlay fullScreen delayed />
      </>
    );
  }
  if (load.status === 'failed') {
    return (
      <>
        {page}
        <ProductErrorModal code={load.code} onClose={close} />
      </>
    );
  }
  return (
    <>
      {page}
      <Modal isOpen onOpenChange={(open) => !open && close()} size="lg" isDismissable>
        <Dialog title={load.product.name}>
          <NewContract product={load.product} eventId={query.get('eventId')} onCancel={close} />
        </Dialog>
      </Modal>
    </>
  );
}
