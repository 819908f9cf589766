import { useI18n } from '@kurse/i18n';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../Icon';
import { loadingOverlayVariants } from './LoadingOverlay.variants';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps extends VariantProps<typeof loadingOverlayVariants> {
  /** Covers the whole viewport instead of the nearest positioned ancestor. @default false */
  fullScreen?: boolean;
  /** Shows only after 600 ms, so a quick load shows nothing. @default false */
  delayed?: boolean;
  /** An icon in the middle of the spinning ring. @default undefined */
  icon?: IconName;
  /** Visible text below the ring; without it the catalogue's "Wird geladen …" is read only. @default undefined */
  text?: string;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * Covers the page (`fullScreen`) or a container (give it `position: relative`) while it loads,
 * with an optional icon and text (spec: discovery §2). The loading state is announced through a
 * `role="status"` live region; the ring stops spinning for reduced motion.
 */
export function LoadingOverlay({
  fullScreen,
  delayed,
  icon,
  text,
  className,
}: LoadingOverlayProps) {
  const { LL } = useI18n();
  return (
    <div
      data-slot="loading-overlay"
      className={cn(loadingOverlayVariants({ fullScreen, delayed }), className)}
    >
      <div role="status" className="flex flex-col items-center gap-3 text-center text-foreground">
        <span className="relative flex size-14 items-center justify-center text-primary forced-colors:text-[CanvasText]">
          <Icon
            name="loader"
            className="absolute inset-0 size-14 animate-spin stroke-[1.5] motion-reduce:animate-none"
          />
          {icon && <Icon name={icon} size="md" />}
        </span>
        {text ? (
          <p className="max-w-xs font-medium">{text}</p>
        ) : (
          <span className="sr-only">{LL.ui.display.loading()}</span>
        )}
      </div>
    </div>
  );
}
