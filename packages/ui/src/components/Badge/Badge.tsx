import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../Icon';

/** Badge styles by variant: four tones and a round count. */
export const badgeVariants = cva(
  [
    'inline-flex items-center gap-1 font-medium whitespace-nowrap',
    'forced-colors:border forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      variant: {
        success: 'rounded-sm bg-success px-2 py-0.5 text-sm text-success-foreground',
        warning: 'rounded-sm bg-warning px-2 py-0.5 text-sm text-warning-foreground',
        info: 'rounded-sm bg-info px-2 py-0.5 text-sm text-info-foreground',
        neutral: 'rounded-sm bg-muted px-2 py-0.5 text-sm text-muted-foreground',
        count:
          'min-w-5 justify-center rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground tabular-nums',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

/** Props of {@link Badge}. */
export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {
  /** An icon before the text (decorative; the text says it). @default undefined */
  icon?: IconName;
}

/**
 * A short status label (paid = success, open = warning, plan = info, expired = neutral) or a
 * count next to a tab. Static text: the surrounding label gives the count its meaning.
 */
export function Badge({ variant, icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
    >
      {icon && <Icon name={icon} size="xs" />}
      {children}
    </span>
  );
}
