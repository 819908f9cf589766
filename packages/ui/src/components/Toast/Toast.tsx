import { useI18n } from '@kurse/i18n';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { alertVariants, toneIcon } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { toasts, type ToastContent, type ToastQueue } from './toast-queue';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue to show; tests and isolated previews pass their own. @default toasts */
  queue?: ToastQueue<ToastContent>;
  /** Extra classes for the fixed region. @default undefined */
  className?: string;
}

/**
 * Shows the queue's toasts in a landmark region at the bottom edge (F6 reaches it), each announced
 * as an alert, with a close button named from the catalogue. Render it once near the app's root.
 */
export function ToastRegion({ queue = toasts, className }: ToastRegionProps) {
  const { LL } = useI18n();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={LL.ui.display.notifications()}
      data-slot="toast-region"
      className={cn(
        'fixed inset-x-4 bottom-4 z-50 flex flex-col-reverse items-center gap-2 sm:start-auto sm:items-end',
        'outline-none',
        className,
      )}
    >
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <AriaToast
            toast={toast}
            data-slot="toast"
            data-variant={tone}
            className={cn(alertVariants({ tone }), 'w-full max-w-sm shadow-card', focusRing)}
          >
            <Icon name={toneIcon[tone]} className="mt-0.5" />
            <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-1">
              <Text slot="title" className="font-semibold">
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description">{toast.content.description}</Text>
              )}
            </AriaToastContent>
            <Button
              slot="close"
              variant="ghost"
              size="icon"
              aria-label={LL.ui.display.dismiss()}
              className="-my-2 -me-2 size-8 text-current"
            >
              <Icon name="close" size="sm" />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
