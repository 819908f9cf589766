/** Alert's tones: styles and icons, shared with Toast. */
import { cva, type VariantProps } from 'class-variance-authority';
import type { IconName } from '../Icon';

/** Alert styles by tone; Toast uses the same tones. */
export const alertVariants = cva(
  'flex items-start gap-3 rounded-lg border p-4 text-sm forced-colors:border-[CanvasText]',
  {
    variants: {
      tone: {
        info: 'border-info-strong/30 bg-info text-info-foreground',
        success: 'border-success-strong/30 bg-success text-success-foreground',
        warning: 'border-warning-strong/30 bg-warning text-warning-foreground',
        danger: 'border-danger-strong/30 bg-danger text-danger-foreground',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

/** The tones of Alert and Toast. */
export type Tone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

/** The icon and the ARIA role of each tone: danger and warning interrupt, the others wait. */
export const toneIcon: Record<Tone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};
