import { cva } from 'class-variance-authority';
import { focusRing } from '../../lib/focus-ring';

/** Chip styles; `colored` chips take their background from the item's category colour. */
export const tagVariants = cva(
  [
    'inline-flex h-8 cursor-default items-center gap-1 rounded-full border border-border text-sm font-medium',
    'transition-colors data-[disabled]:opacity-50 forced-colors:border-[ButtonText]',
    'forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText]',
    focusRing,
  ],
  {
    variants: {
      colored: {
        false:
          'bg-secondary text-secondary-foreground data-[hovered]:bg-muted data-[selected]:border-primary data-[selected]:bg-primary data-[selected]:text-primary-foreground',
        true: 'data-[selected]:border-foreground data-[selected]:ring-1 data-[selected]:ring-foreground',
      },
      removable: { false: 'px-3', true: 'ps-3 pe-1' },
    },
    defaultVariants: { colored: false, removable: false },
  },
);
