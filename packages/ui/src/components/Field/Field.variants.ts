import { cva } from 'class-variance-authority';
import { focusRing } from '../../lib/focus-ring';

/** Text-like controls (input, textarea, the group of a number field or combo box). */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-input bg-surface text-base text-surface-foreground',
    'placeholder:text-muted-foreground transition-colors',
    'data-[focused]:border-ring data-[focus-within]:border-ring',
    'data-[invalid]:border-danger-strong group-data-[invalid]:border-danger-strong',
    'data-[disabled]:opacity-50 data-[disabled]:cursor-not-allowed',
    'forced-colors:border-[ButtonBorder] forced-colors:data-[invalid]:border-[Mark]',
    'forced-colors:data-[disabled]:border-[GrayText] forced-colors:data-[disabled]:text-[GrayText]',
    focusRing,
  ],
  {
    variants: {
      size: { md: 'h-10 px-3', multiline: 'min-h-24 px-3 py-2 resize-y' },
    },
    defaultVariants: { size: 'md' },
  },
);
