import { cn } from '@kurse/ui';
import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link FocusOnMount}. */
export interface FocusOnMountProps {
  children: ReactNode;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * A block that takes focus when it appears. For news that replaces the control the user just
 * used (a form that is gone after sending): focus would fall back to the page start, so it moves
 * here instead and screen readers read the news (WCAG 2.4.3 focus order).
 */
export function FocusOnMount({ children, className }: FocusOnMountProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cn(
        'rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
