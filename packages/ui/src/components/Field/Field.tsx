import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { browserValidationMessage } from './validation-message';

/** Outer layout of a field: label, description, control and error stacked. */
export const fieldStyles = 'flex flex-col gap-1.5';

/** A field's error message: fixed, or computed from its validation state. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Props of {@link Label}. */
export interface LabelProps extends AriaLabelProps {
  /** Shows the required marker (an aria-hidden asterisk); the field itself must be `isRequired`. @default false */
  isRequired?: boolean;
  /** Shows "(optional)" after the label. Ignored when `isRequired`. @default false */
  isOptional?: boolean;
}

/** The required asterisk: visual only, since the field itself carries `isRequired`. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" data-slot="required-marker" className="ms-0.5 text-danger-foreground">
      *
    </span>
  );
}

/** The label of a field, with the required marker or the optional hint. */
export function Label({ isRequired, isOptional, className, children, ...props }: LabelProps) {
  const { LL } = useI18n();
  return (
    <AriaLabel
      {...props}
      data-slot="label"
      className={cn('w-fit text-sm font-medium text-foreground', className)}
    >
      {children}
      {isRequired ? (
        <RequiredMarker />
      ) : isOptional ? (
        // The space is text, so the accessible name reads "Telefon (optional)", not "Telefon(optional)".
        <span className="font-normal text-muted-foreground"> ({LL.ui.forms.optional()})</span>
      ) : null}
    </AriaLabel>
  );
}

/** Help text of a field, linked to its control by `aria-describedby`. */
export function Description({ className, ...props }: TextProps) {
  return (
    <Text
      {...props}
      slot="description"
      data-slot="description"
      className={cn('text-sm text-muted-foreground', className)}
    />
  );
}

/** Props of {@link FieldError}. */
export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'children'> {
  /** The message; without it the catalogue's text for the failed check is shown. @default undefined */
  children?: FieldErrorMessage;
}

/** The error message of a field, shown only while the field is invalid. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const { LL } = useI18n();
  return (
    <AriaFieldError
      {...props}
      data-slot="field-error"
      className={cn('text-sm font-medium text-danger-foreground', className)}
    >
      {(validation) =>
        typeof children === 'function'
          ? children(validation)
          : (children ?? browserValidationMessage(validation, LL))
      }
    </AriaFieldError>
  );
}
