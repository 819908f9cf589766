/** The one focus ring of the design system, for RAC's `data-focus-visible` state. */
export const focusRing =
  'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring forced-colors:data-[focus-visible]:outline-[Highlight]';
