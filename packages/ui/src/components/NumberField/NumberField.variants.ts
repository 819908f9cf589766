import { cn } from '../../lib/cn';
import { inputVariants } from '../Field/Field.variants';

/**
 * The looks of a number field's parts, shared by {@link NumberField} and the stand-in of
 * `LazyNumberField`, so both look the same to the pixel.
 */

/** The decrement and increment buttons (the side's border comes with `stepperSide`). */
export const stepperStyles = [
  'flex h-full w-10 shrink-0 items-center justify-center text-foreground cursor-default',
  'data-[hovered]:bg-muted data-[pressed]:bg-muted',
  'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
].join(' ');

/** The border between a stepper and the input. */
export const stepperSide = {
  decrement: 'border-e border-input',
  increment: 'border-s border-input',
};

/** The group around the steppers and the input. */
export const numberGroupStyles = () =>
  cn(inputVariants(), 'flex w-fit items-center overflow-hidden p-0');

/** The input between the steppers. */
export const numberInputStyles =
  'h-full w-20 min-w-0 bg-transparent px-2 text-center tabular-nums outline-none';
