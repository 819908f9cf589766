import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  composeRenderProps,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Description, FieldError, RequiredMarker, type FieldErrorMessage } from '../Field';
import { checkboxBoxVariants } from './Checkbox.variants';
import { Icon } from '../Icon';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label, next to the box. */
  children: ReactNode;
  /** Help text under the label, read with the checkbox. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid (not inside a CheckboxGroup, which shows its own). @default undefined */
  errorMessage?: FieldErrorMessage;
}

/** A checkbox with its label, optional description and error (e.g. accepting the terms). */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      data-slot="checkbox"
      className={composeRenderProps(className, (className) => cn('flex flex-col gap-1', className))}
    >
      <CheckboxButton
        className={cn(
          'group flex w-fit items-start gap-2.5 rounded-sm text-base text-foreground cursor-default',
          'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
          focusRing,
        )}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span aria-hidden="true" className={cn(checkboxBoxVariants(), 'mt-0.5')}>
              {isIndeterminate ? (
                <Icon name="minus" className="size-3.5" strokeWidth={3} />
              ) : isSelected ? (
                <Icon name="check" className="size-3.5" strokeWidth={3} />
              ) : null}
            </span>
            <span>
              {children}
              {props.isRequired ? <RequiredMarker /> : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? <Description className="ps-7.5">{description}</Description> : null}
      <FieldError className="ps-7.5">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
