import { cva } from 'class-variance-authority';

/** Spinner sizes. */
export const spinnerVariants = cva('inline-flex text-primary forced-colors:text-[CanvasText]', {
  variants: { size: { sm: '', md: '', lg: '' } },
  defaultVariants: { size: 'md' },
});
