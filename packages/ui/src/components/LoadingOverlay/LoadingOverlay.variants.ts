import { cva } from 'class-variance-authority';

/** Overlay placement: over the whole viewport, or over the nearest positioned ancestor. */
export const loadingOverlayVariants = cva(
  'flex items-center justify-center bg-background/85 p-6 forced-colors:bg-[Canvas]',
  {
    variants: {
      fullScreen: { true: 'fixed inset-0 z-50', false: 'absolute inset-0 z-10 rounded-[inherit]' },
      /** Hidden for the first 600 ms: a quick load shows nothing (and spends no frames). */
      delayed: { true: 'animate-appear-late', false: '' },
    },
    defaultVariants: { fullScreen: false, delayed: false },
  },
);
