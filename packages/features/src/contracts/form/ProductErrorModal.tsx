import { useI18n } from '@kurse/i18n';
import { Alert, Button, Dialog, Modal } from '@kurse/ui';

/** Props of {@link ProductErrorModal}. */
export interface ProductErrorModalProps {
  /** The HTTP status of the failed product load; 0 when no answer came (no code shown then). */
  code: number;
  /** Leave: close the modal. */
  onClose: () => void;
}

/**
 * The product of the new-contract modal could not be loaded: a modal with the unknown-error text
 * and "Error-Code:" with the status, and a close button. Spec: transactions §8 Contract errors
 * (status 500 or above); other failures than 404 show it too, without a code when none came.
 */
export function ProductErrorModal({ code, onClose }: ProductErrorModalProps) {
  const { LL } = useI18n();
  const t = LL.contracts.errors;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog title={t.productTitle()}>
        <div className="flex flex-col gap-4">
          <Alert tone="danger">
            <p>{t.unknown()}</p>
            {code > 0 && <p className="font-mono text-sm">{t.errorCode({ code: String(code) })}</p>}
          </Alert>
          <Button className="self-end" onPress={onClose}>
            {LL.common.close()}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
