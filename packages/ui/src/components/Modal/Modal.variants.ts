import { cva } from 'class-variance-authority';

/** Modal panel styles: width by `size`; below 576 px a full-height sheet unless `mobile="centered"`. */
export const modalVariants = cva(
  'flex w-full flex-col overflow-hidden bg-surface text-surface-foreground shadow-card outline-none forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      size: { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' },
      mobile: {
        sheet: 'h-dvh sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl',
        centered: 'max-h-[calc(100dvh-2rem)] max-w-sm rounded-xl',
      },
    },
    defaultVariants: { size: 'md', mobile: 'sheet' },
  },
);
