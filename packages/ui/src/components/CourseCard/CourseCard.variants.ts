import { cva } from 'class-variance-authority';

/** Course card styles by layout: a tile (`card`) or a wide row (`list`, stacked on phones). */
export const courseCardVariants = cva(
  'relative flex overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-card forced-colors:border-[CanvasText]',
  {
    variants: {
      layout: { card: 'h-full flex-col', list: 'flex-col sm:flex-row' },
      interactive: {
        true: 'transition-shadow has-[a[data-hovered]]:shadow-lg has-[a[data-focus-visible]]:outline-2 has-[a[data-focus-visible]]:outline-offset-2 has-[a[data-focus-visible]]:outline-ring',
        false: '',
      },
    },
    defaultVariants: { layout: 'card', interactive: false },
  },
);
