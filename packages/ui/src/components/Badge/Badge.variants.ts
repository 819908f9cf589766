import { cva } from 'class-variance-authority';

/** Badge styles by variant: four tones and a round count. */
export const badgeVariants = cva(
  [
    'inline-flex items-center gap-1 font-medium whitespace-nowrap',
    'forced-colors:border forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      variant: {
        success: 'rounded-sm bg-success px-2 py-0.5 text-sm text-success-foreground',
        warning: 'rounded-sm bg-warning px-2 py-0.5 text-sm text-warning-foreground',
        info: 'rounded-sm bg-info px-2 py-0.5 text-sm text-info-foreground',
        neutral: 'rounded-sm bg-muted px-2 py-0.5 text-sm text-muted-foreground',
        count:
          'min-w-5 justify-center rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground tabular-nums',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);
