import { cva } from 'class-variance-authority';

/** The logo's tile: 56 px, rounded; a picture fits inside it, the stand-in fills it. */
export const providerLogoVariants = cva('size-14 shrink-0 rounded-md', {
  variants: {
    kind: {
      picture: 'object-contain',
      standIn:
        'flex items-center justify-center bg-secondary text-secondary-foreground forced-colors:border forced-colors:border-[CanvasText]',
    },
  },
  defaultVariants: { kind: 'picture' },
});
