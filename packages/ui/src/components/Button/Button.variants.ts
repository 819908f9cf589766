import { cva } from 'class-variance-authority';
import { focusRing } from '../../lib/focus-ring';

/** Button styles by variant and size; also used by LinkButton. */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap',
    'transition-colors cursor-default select-none',
    'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-foreground data-[hovered]:bg-primary-hover data-[pressed]:bg-primary-hover forced-colors:border forced-colors:border-[ButtonText]',
        secondary:
          'bg-secondary text-secondary-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
        outline:
          'border border-input bg-surface text-surface-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
        ghost: 'text-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
        danger:
          'bg-danger-strong text-primary-foreground data-[hovered]:opacity-90 data-[pressed]:opacity-90',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-base',
        lg: 'h-12 px-6 text-lg',
        icon: 'size-10 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
