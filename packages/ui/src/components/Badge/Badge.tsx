import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from '../Icon';
import { badgeVariants } from './Badge.variants';

/** Props of {@link Badge}. */
export interface BadgeProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {
  /** One of four tones, or `count`: a round number next to a tab. @default 'neutral' */
  variant?: NonNullable<VariantProps<typeof badgeVariants>['variant']>;
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
