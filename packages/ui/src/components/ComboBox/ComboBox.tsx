import { useI18n } from '@kurse/i18n';
import { useContext, useEffect, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  Popover,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Description, FieldError, Label, fieldStyles, type FieldErrorMessage } from '../Field';
import { SelectItem, popoverStyles } from '../Select';
import { Icon } from '../Icon';
import {
  comboButtonStyles,
  comboEndStyles,
  comboInputStyles,
  comboSpinnerStyles,
} from './ComboBox.variants';

/** One suggestion of a {@link ComboBox}: the same option as a Select's. */
export const ComboBoxItem = SelectItem;

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object> extends Omit<
  AriaComboBoxProps<T>,
  'children' | 'defaultItems'
> {
  /** The visible label. */
  label: ReactNode;
  /** The options: a function rendering a `ComboBoxItem` per entry of `items`, or fixed items. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * The suggestions as given, not filtered here: the caller looks them up from `onInputChange`
   * (e.g. an address service). Each needs an `id`. @default undefined
   */
  items?: Iterable<T>;
  /** A lookup is running: shows a spinner, and the loading text while there are no items. @default false */
  isLoading?: boolean;
  /** Help text under the label, read with the input. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty input; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
  /** The field's outer element. @default undefined */
  ref?: Ref<HTMLDivElement>;
  /**
   * Opens the list once the field is in the page, as typing does: no suggestion is chosen, so
   * Enter keeps the typed text. For a field that takes over text typed into a stand-in
   * (`LazyComboBox`). @default false
   */
  opensAsTyped?: boolean;
}

/** Opens the list of the combo box around it once, as typing would (no suggestion focused). */
function OpenAsTyped() {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    state?.open(null, 'input');
    // Once, when the field arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * A text input with suggestions, for lists looked up while typing (address autocomplete). Shows
 * the catalogue's loading text while `isLoading` and its empty text when nothing matches.
 */
export function ComboBox<T extends object>({
  label,
  children,
  items,
  isLoading = false,
  description,
  errorMessage,
  placeholder,
  isOptional,
  opensAsTyped = false,
  className,
  ...props
}: ComboBoxProps<T>) {
  const { LL } = useI18n();
  const texts = LL.ui.forms.comboBox;
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      items={items}
      data-slot="combo-box"
      data-loading={isLoading || undefined}
      className={composeRenderProps(className, (className) => cn('group', fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <div className="relative">
        <Input placeholder={placeholder} className={comboInputStyles()} />
        <div className={comboEndStyles}>
          {isLoading ? (
            <Icon name="loader" size="sm" slot="spinner" className={comboSpinnerStyles} />
          ) : null}
          <AriaButton className={comboButtonStyles}>
            <Icon name="chevronDown" size="sm" />
          </AriaButton>
        </div>
      </div>
      <FieldError>{errorMessage}</FieldError>
      {opensAsTyped && <OpenAsTyped />}
      <span role="status" className="sr-only">
        {isLoading ? texts.loading() : ''}
      </span>
      <Popover className={cn(popoverStyles, 'max-h-72')}>
        <ListBox
          items={items}
          className="p-1 outline-none"
          renderEmptyState={() => (
            <div className="px-2 py-1.5 text-base text-muted-foreground">
              {isLoading ? texts.loading() : texts.empty()}
            </div>
          )}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
