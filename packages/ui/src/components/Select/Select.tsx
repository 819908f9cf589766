import { useI18n } from '@kurse/i18n';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
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
import { popoverStyles } from './popover-styles';
import { Icon } from '../Icon';

/** Props of {@link Select}. */
export interface SelectProps<T extends object> extends Omit<
  AriaSelectProps<T, 'single'>,
  'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** The options: `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Entries rendered by a `children` function; each needs an `id`. @default undefined */
  items?: Iterable<T>;
  /** Help text under the label, read with the trigger. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Text while nothing is chosen. @default the catalogue's "Bitte auswählen" */
  placeholder?: string;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
  /** The open list's maximum height in px (it is never taller than the space it has). @default undefined: 18rem */
  maxListHeight?: number;
}

/** A button that opens a list to choose one option from, e.g. the country (default DE). */
export function Select<T extends object>({
  label,
  children,
  items,
  description,
  errorMessage,
  placeholder,
  isOptional,
  maxListHeight,
  className,
  ...props
}: SelectProps<T>) {
  const { LL } = useI18n();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? LL.ui.forms.select.placeholder()}
      data-slot="select"
      className={composeRenderProps(className, (className) => cn('group', fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <AriaButton
        className={cn(
          inputVariants(),
          'flex items-center justify-between gap-2 text-start cursor-default',
          'data-[pressed]:bg-muted group-data-[open]:border-ring',
        )}
      >
        <SelectValue className="truncate data-[placeholder]:text-muted-foreground" />
        <Icon name="chevronDown" size="sm" className="text-muted-foreground" />
      </AriaButton>
      <FieldError>{errorMessage}</FieldError>
      <Popover
        maxHeight={maxListHeight}
        className={cn(popoverStyles, maxListHeight === undefined && 'max-h-72')}
      >
        <ListBox items={items} className="p-1 outline-none">
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a {@link Select} or ComboBox, with a tick while chosen. */
export function SelectItem({ className, children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      data-slot="select-item"
      className={composeRenderProps(className, (className) =>
        cn(
          'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-base outline-none',
          'data-[focused]:bg-muted data-[selected]:font-medium',
          'data-[disabled]:opacity-50 forced-colors:data-[disabled]:text-[GrayText]',
          'forced-colors:data-[focused]:bg-[Highlight] forced-colors:data-[focused]:text-[HighlightText]',
          className,
        ),
      )}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          {isSelected ? <Icon name="check" size="sm" className="text-primary" /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}
