import { useI18n } from '@kurse/i18n';
import type { VariantProps } from 'class-variance-authority';
import { ProgressBar } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Icon } from '../Icon';
import { spinnerVariants } from './Spinner.variants';

const iconSize = { sm: 'sm', md: 'lg', lg: 'xl' } as const;

/** Props of {@link Spinner}. */
export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** The icon's edge: sm 16 px, md 24 px, lg 32 px. @default 'md' */
  size?: NonNullable<VariantProps<typeof spinnerVariants>['size']>;
  /** Accessible name. @default the catalogue's "Wird geladen …" */
  label?: string;
  /** Extra classes, e.g. a text colour token. @default undefined */
  className?: string;
}

/**
 * An indeterminate progress indicator (react-aria's ProgressBar: `role="progressbar"` without a
 * value) with a name from the catalogue. It stops spinning for reduced motion.
 */
export function Spinner({ size, label, className }: SpinnerProps) {
  const { LL } = useI18n();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? LL.ui.display.loading()}
      data-slot="spinner"
      className={cn(spinnerVariants({ size }), className)}
    >
      <Icon
        name="loader"
        size={iconSize[size ?? 'md']}
        className="animate-spin motion-reduce:animate-none"
      />
    </ProgressBar>
  );
}
