import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
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
import { Icon } from '../Icon';

const stepperStyles = [
  'flex h-full w-10 shrink-0 items-center justify-center text-foreground cursor-default',
  'data-[hovered]:bg-muted data-[pressed]:bg-muted',
  'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
].join(' ');

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
      <Group className={cn(inputVariants(), 'flex w-fit items-center overflow-hidden p-0')}>
        <AriaButton slot="decrement" className={cn(stepperStyles, 'border-e border-input')}>
          <Icon name="minus" size="sm" />
        </AriaButton>
        <Input className="h-full w-20 min-w-0 bg-transparent px-2 text-center tabular-nums outline-none" />
        <AriaButton slot="increment" className={cn(stepperStyles, 'border-s border-input')}>
          <Icon name="plus" size="sm" />
        </AriaButton>
      </Group>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
