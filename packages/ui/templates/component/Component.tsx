import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { componentVariants } from './Component.variants';

/** Props of {@link Component}. */
export interface ComponentProps
  extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof componentVariants> {}

/**
 * What Component shows and when to use it (one or two sentences). Interactive parts wrap
 * react-aria-components; texts come in through props from the catalogue.
 */
export function Component({ tone, className, children, ...props }: ComponentProps) {
  return (
    <div
      {...props}
      data-slot="component"
      data-variant={tone ?? 'neutral'}
      className={cn(componentVariants({ tone }), className)}
    >
      {children}
    </div>
  );
}
