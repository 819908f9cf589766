import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** The grey, pulsing block every skeleton shape is made of. */
export const pulse =
  'animate-pulse rounded-md bg-muted motion-reduce:animate-none forced-colors:bg-[GrayText]';

/** Skeleton shapes. */
export const skeletonVariants = cva('block', {
  variants: {
    shape: {
      text: 'flex w-full flex-col gap-2',
      circle: cn(pulse, 'size-12 rounded-full'),
      card: 'flex w-full flex-col overflow-hidden rounded-lg bg-surface shadow-card',
    },
  },
  defaultVariants: { shape: 'text' },
});
