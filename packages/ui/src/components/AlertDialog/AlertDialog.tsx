import { useI18n } from '@kurse/i18n';
import { useId, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type ModalOverlayProps } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Icon } from '../Icon';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps extends Omit<ModalOverlayProps, 'children' | 'isDismissable'> {
  /** The question, e.g. "Buchung abbrechen?"; names the dialog. */
  title: ReactNode;
  /** What happens on confirming; describes the dialog. */
  children: ReactNode;
  /** Label of the confirming button, e.g. "Ja, Buchung abbrechen". */
  confirmLabel: ReactNode;
  /** Label of the cancelling button. @default LL.ui.overlays.cancel ("Abbrechen") */
  cancelLabel?: ReactNode;
  /** `destructive` gives the confirming button the danger style and a warning icon. @default 'default' */
  variant?: 'default' | 'destructive';
  /**
   * Called on confirming. The dialog closes afterwards; a returned promise keeps the confirming
   * button pending until it settles (the dialog stays open if it rejects). @default undefined
   */
  onConfirm?: () => void | Promise<void>;
  /** Label read while the confirmation is pending. @default undefined */
  pendingLabel?: string;
}

/**
 * A confirmation (role `alertdialog`) in a modal: title, text, a cancel button that has the focus
 * first and a confirm button. Escape cancels; a click outside does not. Open it from a
 * `DialogTrigger` or with `isOpen` / `onOpenChange`.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  pendingLabel,
  className,
  ...props
}: AlertDialogProps) {
  const { LL } = useI18n();
  const [isPending, setPending] = useState(false);
  const textId = useId();
  const destructive = variant === 'destructive';
  return (
    <Modal {...props} size="sm" mobile="centered" isDismissable={false} className={className}>
      <AriaDialog
        role="alertdialog"
        aria-describedby={textId}
        data-slot="alert-dialog"
        data-variant={variant}
        className="flex flex-col gap-3 p-5 outline-none sm:p-6"
      >
        {({ close }) => (
          <>
            <Heading
              slot="title"
              level={2}
              className="flex items-start gap-2 text-lg font-semibold"
            >
              {destructive && <Icon name="warning" className="mt-0.5 text-danger-strong" />}
              {title}
            </Heading>
            <div id={textId} data-slot="alert-dialog-text" className="text-muted-foreground">
              {children}
            </div>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- APG alertdialog: focus starts on the least destructive action */}
              <Button variant="outline" autoFocus onPress={close} isDisabled={isPending}>
                {cancelLabel ?? LL.ui.overlays.cancel()}
              </Button>
              <Button
                variant={destructive ? 'danger' : 'primary'}
                isPending={isPending}
                pendingLabel={pendingLabel}
                onPress={async () => {
                  const result = onConfirm?.();
                  if (!(result instanceof Promise)) return close();
                  setPending(true);
                  try {
                    await result;
                  } catch (error) {
                    setPending(false);
                    throw error;
                  }
                  // Batched with close, so the button unmounts without announcing "not pending".
                  close();
                  setPending(false);
                }}
                className={cn(isPending && 'cursor-wait')}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </AriaDialog>
    </Modal>
  );
}
