import { useI18n } from '@kurse/i18n';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  composeRenderProps,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { modalVariants } from './Modal.variants';
import { Icon } from '../Icon';

/** The dimmed backdrop behind every modal. */
const overlayStyles = cva(
  'fixed inset-0 z-50 flex justify-center overflow-y-auto bg-foreground/50',
  {
    variants: {
      mobile: { sheet: 'items-end sm:items-center sm:p-4', centered: 'items-center p-4' },
    },
    defaultVariants: { mobile: 'sheet' },
  },
);

/** Props of {@link Modal}. */
export interface ModalProps
  extends Omit<ModalOverlayProps, 'children'>, VariantProps<typeof modalVariants> {
  /** The panel's width from 576 px up. @default 'md' */
  size?: NonNullable<VariantProps<typeof modalVariants>['size']>;
  /** Below 576 px: a full-height sheet, or a centred box for short dialogs. @default 'sheet' */
  mobile?: NonNullable<VariantProps<typeof modalVariants>['mobile']>;
  /** The dialog shown in the modal, usually a {@link Dialog} or an `AlertDialog`. */
  children: ReactNode;
}

/**
 * A modal overlay blocking the page behind it. Open it from a `DialogTrigger` or control it with
 * `isOpen` / `onOpenChange`. `isDismissable` closes it on a click outside; Escape always closes.
 */
export function Modal({ size, mobile, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlayStyles({ mobile })} data-slot="modal-overlay">
      <AriaModal
        data-slot="modal"
        data-size={size ?? 'md'}
        className={composeRenderProps(className, (className) =>
          cn(modalVariants({ size, mobile }), className),
        )}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}. */
export interface DialogProps extends AriaDialogProps {
  /** The heading naming the dialog; without it give `aria-label`. @default undefined */
  title?: ReactNode;
  /** Level of the heading element. @default 2 */
  headingLevel?: 2 | 3;
  /** Hides the close button (X) in the header. @default false */
  hideCloseButton?: boolean;
}

/**
 * The content of a modal or popover: a heading (which names the dialog), a close button named
 * "Schließen" and a scrolling body. Children may be a function receiving `close`.
 */
export function Dialog({
  title,
  headingLevel = 2,
  hideCloseButton = false,
  className,
  children,
  ...props
}: DialogProps) {
  const { LL } = useI18n();
  return (
    <AriaDialog
      {...props}
      data-slot="dialog"
      className={cn(
        'relative flex max-h-[inherit] min-h-0 flex-1 flex-col outline-none',
        className,
      )}
    >
      {(renderProps) => (
        <>
          {(title != null || !hideCloseButton) && (
            <div className="flex items-start gap-3 px-5 pt-4 sm:px-6" data-slot="dialog-header">
              {title != null && (
                <Heading
                  slot="title"
                  level={headingLevel}
                  className="min-w-0 flex-1 pt-1.5 text-lg font-semibold"
                >
                  {title}
                </Heading>
              )}
              {!hideCloseButton && (
                <Button
                  slot="close"
                  variant="ghost"
                  size="icon"
                  aria-label={LL.ui.overlays.close()}
                  className="ms-auto -me-2 shrink-0"
                >
                  <Icon name="close" />
                </Button>
              )}
            </div>
          )}
          <div
            className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-5 sm:px-6 sm:pb-6"
            data-slot="dialog-body"
          >
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        </>
      )}
    </AriaDialog>
  );
}
