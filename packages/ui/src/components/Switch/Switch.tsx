import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField,
  composeRenderProps,
  type SwitchFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Description } from '../Field';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The label, next to the track. */
  children: ReactNode;
  /** Help text under the label, read with the switch. @default undefined */
  description?: ReactNode;
}

/** An on/off setting that applies at once, e.g. showing online offers in the search. */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      data-slot="switch"
      className={composeRenderProps(className, (className) => cn('flex flex-col gap-1', className))}
    >
      <SwitchButton
        className={cn(
          'group flex w-fit items-center gap-3 rounded-sm text-base text-foreground cursor-default',
          'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input px-0.5',
            'transition-colors group-data-[selected]:bg-primary group-data-[pressed]:bg-primary-hover',
            'forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace]',
            'forced-colors:group-data-[selected]:bg-[Highlight] forced-colors:group-data-[disabled]:border-[GrayText]',
          )}
        >
          <span
            className={cn(
              'size-4 rounded-full bg-surface shadow-sm transition-transform',
              'group-data-[selected]:translate-x-5 rtl:group-data-[selected]:-translate-x-5',
              'forced-colors:bg-[ButtonText] forced-colors:group-data-[selected]:bg-[HighlightText]',
            )}
          />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description ? <Description className="ps-14">{description}</Description> : null}
    </SwitchField>
  );
}
