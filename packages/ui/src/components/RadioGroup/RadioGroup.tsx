import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Description, FieldError, Label, fieldStyles, type FieldErrorMessage } from '../Field';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /** The visible label of the group. */
  label: ReactNode;
  /** The `Radio`s, each with a `value`. */
  children: ReactNode;
  /** Help text under the label, read with the group. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
}

/** One choice out of several, e.g. the payment method. Arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isOptional,
  className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      data-slot="radio-group"
      className={composeRenderProps(className, (className) => cn(fieldStyles, className))}
    >
      {({ orientation }) => (
        <>
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
        </>
      )}
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The label, next to the circle. */
  children: ReactNode;
  /** Help text under the label, read with the radio. @default undefined */
  description?: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField
      {...props}
      data-slot="radio"
      className={composeRenderProps(className, (className) => cn('flex flex-col gap-1', className))}
    >
      <RadioButton
        className={cn(
          'group flex w-fit items-start gap-2.5 rounded-sm text-base text-foreground cursor-default',
          'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded-full border-2 border-input bg-surface transition-all',
            'group-data-[selected]:border-[6px] group-data-[selected]:border-primary',
            'group-data-[pressed]:border-primary-hover group-data-[invalid]:border-danger-strong',
            'forced-colors:border-[ButtonBorder] forced-colors:group-data-[selected]:border-[Highlight]',
            'forced-colors:group-data-[invalid]:border-[Mark] forced-colors:group-data-[disabled]:border-[GrayText]',
          )}
        />
        <span>{children}</span>
      </RadioButton>
      {description ? <Description className="ps-7.5">{description}</Description> : null}
    </RadioField>
  );
}
