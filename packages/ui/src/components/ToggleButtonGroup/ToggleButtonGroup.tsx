import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  composeRenderProps,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

/** Props of {@link ToggleButtonGroup}. */
export interface ToggleButtonGroupProps extends AriaToggleButtonGroupProps {
  /** One choice at a time (a radio group) or several (a toolbar of toggles). @default 'single' */
  selectionMode?: 'single' | 'multiple';
  /** Keeps one button selected: pressing the selected one again does nothing. @default true */
  disallowEmptySelection?: boolean;
}

/**
 * A segmented control, e.g. the list/card view toggle. With single selection it is a radio group:
 * arrow keys move between the buttons, Enter or Space selects. Give it an `aria-label`.
 */
export function ToggleButtonGroup({
  selectionMode = 'single',
  disallowEmptySelection = true,
  className,
  ...props
}: ToggleButtonGroupProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      selectionMode={selectionMode}
      disallowEmptySelection={disallowEmptySelection}
      data-slot="toggle-button-group"
      className={composeRenderProps(className, (className) =>
        cn(
          'inline-flex gap-0.5 rounded-md border border-input bg-surface p-0.5',
          'data-[orientation=vertical]:flex-col data-[disabled]:opacity-50',
          className,
        ),
      )}
    />
  );
}

/** Props of {@link ToggleButton}. */
export type ToggleButtonProps = AriaToggleButtonProps;

/**
 * A button of a {@link ToggleButtonGroup}, identified by `id`. An icon-only button needs an
 * `aria-label`.
 */
export function ToggleButton({ className, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      data-slot="toggle-button"
      className={composeRenderProps(className, (className) =>
        cn(
          'inline-flex h-9 min-w-9 cursor-default items-center justify-center gap-2 rounded-sm px-2.5 text-sm font-medium text-foreground transition-colors select-none',
          'data-[hovered]:bg-muted data-[pressed]:bg-muted',
          'data-[selected]:bg-primary data-[selected]:text-primary-foreground',
          'data-[disabled]:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
          'forced-colors:data-[selected]:bg-[Highlight] forced-colors:data-[selected]:text-[HighlightText] forced-colors:data-[disabled]:text-[GrayText]',
          focusRing,
          className,
        ),
      )}
    />
  );
}
