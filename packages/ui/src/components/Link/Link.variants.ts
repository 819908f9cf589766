import { cva } from 'class-variance-authority';
import { focusRing } from '../../lib/focus-ring';

/** Link styles by variant: `inline` for links in running text, `subtle` and `nav` for lists and menus. */
export const linkVariants = cva(
  [
    'rounded-sm transition-colors cursor-pointer',
    'data-[disabled]:cursor-default data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
    focusRing,
  ],
  {
    variants: {
      variant: {
        inline:
          'text-primary underline decoration-1 underline-offset-2 data-[hovered]:decoration-2 data-[hovered]:text-primary-hover forced-colors:text-[LinkText]',
        subtle:
          'text-foreground underline-offset-2 data-[hovered]:underline data-[hovered]:text-primary forced-colors:text-[LinkText]',
        nav: 'inline-flex items-center gap-1 px-2 py-1 font-medium text-muted-foreground underline-offset-4 data-[hovered]:text-foreground data-[current]:text-foreground data-[current]:underline data-[current]:decoration-2 forced-colors:text-[LinkText]',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);
