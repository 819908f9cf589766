import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Description, FieldError, Label, fieldStyles, type FieldErrorMessage } from '../Field';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  /** The visible label of the group. */
  label: ReactNode;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /** Help text under the label, read with the group. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Lays the checkboxes out in a row (wrapping) or a column. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
}

/** Several checkboxes under one label, e.g. age groups baby / child / parents. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  isOptional,
  className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      data-slot="checkbox-group"
      data-orientation={orientation}
      className={composeRenderProps(className, (className) => cn(fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <div
        className={cn(
          'flex gap-x-6 gap-y-3 py-1',
          orientation === 'horizontal' ? 'flex-row flex-wrap' : 'flex-col',
        )}
      >
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
