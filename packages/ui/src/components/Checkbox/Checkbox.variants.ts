import { cva } from 'class-variance-authority';

/** The square indicator of a checkbox, by state (RAC data attributes on the clickable label). */
export const checkboxBoxVariants = cva([
  'flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-input bg-surface',
  'text-primary-foreground transition-colors',
  'group-data-[selected]:border-primary group-data-[selected]:bg-primary',
  'group-data-[indeterminate]:border-primary group-data-[indeterminate]:bg-primary',
  'group-data-[pressed]:border-primary-hover',
  'group-data-[invalid]:border-danger-strong group-data-[invalid]:group-data-[selected]:bg-danger-strong',
  'forced-colors:border-[ButtonBorder] forced-colors:group-data-[selected]:border-[Highlight]',
  'forced-colors:group-data-[selected]:bg-[Highlight] forced-colors:group-data-[selected]:text-[HighlightText]',
  'forced-colors:group-data-[invalid]:border-[Mark] forced-colors:group-data-[disabled]:border-[GrayText]',
]);
