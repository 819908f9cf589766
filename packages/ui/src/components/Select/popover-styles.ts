import { cn } from '../../lib/cn';

/** The floating list under a Select or ComboBox, as wide as its trigger. */
export const popoverStyles = cn(
  'min-w-(--trigger-width) overflow-auto rounded-md border border-border bg-surface text-surface-foreground',
  'shadow-card outline-none forced-colors:border-[ButtonBorder]',
);
