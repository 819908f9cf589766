import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Props of {@link TooltipTrigger}. */
export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hovering before the tooltip opens; keyboard focus opens it at once. @default 300 */
  delay?: number;
}

/** Wraps a focusable trigger (usually a `Button`) and its {@link Tooltip}. */
export function TooltipTrigger({ delay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** A short hint; it describes the trigger, so never put interactive content here. */
  children: ReactNode;
}

/**
 * A short hint shown on hover and keyboard focus of its trigger and read as the trigger's
 * description. An icon-only button still needs its own `aria-label`.
 */
export function Tooltip({ offset = 10, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      offset={offset}
      {...props}
      data-slot="tooltip"
      className={composeRenderProps(className, (className) =>
        cn(
          'max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-sm text-background shadow-card',
          'forced-colors:border forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
          className,
        ),
      )}
    >
      <OverlayArrow className="group">
        <svg
          aria-hidden
          width={8}
          height={8}
          viewBox="0 0 8 8"
          className={cn(
            'block fill-foreground forced-colors:fill-[CanvasText]',
            'group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90',
          )}
        >
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
