import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Description, FieldError, Label, fieldStyles, type FieldErrorMessage } from '../Field';
import { Icon } from '../Icon';
import {
  numberGroupStyles,
  numberInputStyles,
  stepperSide,
  stepperStyles,
} from './NumberField.variants';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends AriaNumberFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read with the input. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
  /** The field's outer element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A number input with decrement and increment buttons, clamped to `minValue`/`maxValue`, formatted
 * in the active locale. Arrow keys step; the buttons are for pointers (react-aria leaves them out
 * of the tab order and labels them in the locale).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isOptional,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      data-slot="number-field"
      className={composeRenderProps(className, (className) => cn('group', fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <Group className={numberGroupStyles()}>
        <AriaButton slot="decrement" className={cn(stepperStyles, stepperSide.decrement)}>
          <Icon name="minus" size="sm" />
        </AriaButton>
        <Input className={numberInputStyles} />
        <AriaButton slot="increment" className={cn(stepperStyles, stepperSide.increment)}>
          <Icon name="plus" size="sm" />
        </AriaButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
