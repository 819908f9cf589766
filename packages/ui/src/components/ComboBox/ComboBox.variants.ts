import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { inputVariants } from '../Field/Field.variants';

/**
 * The looks of a combo box's parts, shared by {@link ComboBox} and the stand-in of
 * `LazyComboBox`, so both look the same to the pixel.
 */

/** The text input, with room for the spinner and the chevron at its end. */
export const comboInputStyles = () => cn(inputVariants(), 'pe-16');

/** The spinner and chevron at the input's end. */
export const comboEndStyles = 'absolute inset-y-0 end-0 flex items-center gap-1 pe-1';

/** The spinner while suggestions are looked up. */
export const comboSpinnerStyles = 'animate-spin text-muted-foreground motion-reduce:animate-none';

/** The chevron button that opens the suggestions. */
export const comboButtonStyles = cn(
  'flex size-8 items-center justify-center rounded-sm text-muted-foreground cursor-default',
  'data-[hovered]:bg-muted data-[pressed]:bg-muted data-[disabled]:opacity-50',
  'forced-colors:data-[disabled]:text-[GrayText]',
  focusRing,
);
