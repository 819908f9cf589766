import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import {
  Description,
  FieldError,
  Label,
  fieldStyles,
  inputVariants,
  type FieldErrorMessage,
} from '../Field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends AriaTextFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read with the input. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** The input type. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  /** Hint shown inside the empty input; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
}

/** A single-line text input with label, description, required marker and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isOptional,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      data-slot="text-field"
      className={composeRenderProps(className, (className) => cn('group', fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <Input placeholder={placeholder} className={inputVariants()} />
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
