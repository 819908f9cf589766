import { cva } from 'class-variance-authority';

/** The logo's tile, rounded; a picture fits inside it, the stand-in fills it. */
export const providerLogoVariants = cva('shrink-0 rounded-md', {
  variants: {
    size: { md: 'size-12', lg: 'size-14' },
    kind: {
      picture: 'object-contain',
      standIn:
        'flex items-center justify-center bg-secondary text-secondary-foreground forced-colors:border forced-colors:border-[CanvasText]',
    },
  },
  defaultVariants: { size: 'lg', kind: 'picture' },
});
