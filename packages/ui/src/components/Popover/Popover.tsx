import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Popover as AriaPopover,
  composeRenderProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Props of {@link Popover}. */
export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** Shows an arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** The content, usually a `Dialog` (login dropdown, contact form) or a `Menu`'s list. */
  children: ReactNode;
}

/**
 * A non-modal overlay anchored to its trigger, with an arrow. Open it from a `DialogTrigger` with a
 * `Dialog` inside; `Menu` uses it without the arrow. Escape and a click outside close it.
 */
export function Popover({ showArrow = true, offset, className, children, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset ?? (showArrow ? 12 : 6)}
      {...props}
      data-slot="popover"
      className={composeRenderProps(className, (className) =>
        cn(
          'flex max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-border bg-surface text-surface-foreground shadow-card outline-none',
          // Below its trigger it ends above a bar stuck to the screen's bottom (a phone's menu).
          'data-[placement=bottom]:mb-(--bottom-inset)',
          'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]',
          className,
        ),
      )}
    >
      {showArrow && (
        <OverlayArrow className="group" data-slot="popover-arrow">
          <svg
            aria-hidden
            width={12}
            height={12}
            viewBox="0 0 12 12"
            className={cn(
              'block fill-surface stroke-border forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]',
              'group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90',
            )}
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaPopover>
  );
}
