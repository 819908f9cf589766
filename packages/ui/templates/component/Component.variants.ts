import { cva } from 'class-variance-authority';

/** Component styles by tone (semantic tokens only, each with its foreground). */
export const componentVariants = cva(
  'inline-flex items-center gap-2 rounded-md p-3 text-sm forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-muted-foreground',
        primary: 'bg-primary text-primary-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);
