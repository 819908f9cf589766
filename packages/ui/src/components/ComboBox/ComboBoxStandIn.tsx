import { useI18n } from '@kurse/i18n';
import { useId, type ChangeEvent, type RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Description, Label, fieldStyles } from '../Field';
import { Icon } from '../Icon';
import {
  comboButtonStyles,
  comboEndStyles,
  comboInputStyles,
  comboSpinnerStyles,
} from './ComboBox.variants';
import type { LazyComboBoxProps } from './LazyComboBox';

/** Props of {@link ComboBoxStandIn}. */
export type ComboBoxStandInProps = Omit<LazyComboBoxProps<{ id: Key }>, 'items' | 'itemText'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
  /** The caret moved (typing moves it too). */
  onCaret: (start: number | null, end: number | null) => void;
  /** The visitor reached the field: load the real one (and open its list after a press). */
  onWake: (open: boolean) => void;
};

/**
 * The stand-in of `LazyComboBox`: the closed combo box's markup and looks without its code. It
 * takes typing and reports it, for the real combo box to take over.
 */
export function ComboBoxStandIn({
  label,
  description,
  placeholder,
  isOptional,
  isRequired,
  isDisabled,
  isReadOnly,
  isLoading = false,
  name,
  className,
  inputRef,
  text,
  onText,
  onCaret,
  onWake,
}: ComboBoxStandInProps) {
  const { LL } = useI18n();
  const labelId = useId();
  const inputId = useId();
  const descriptionId = useId();
  return (
    <div
      data-slot="combo-box"
      data-loading={isLoading || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
      className={cn('group', fieldStyles, typeof className === 'string' ? className : undefined)}
    >
      <Label id={labelId} htmlFor={inputId} isRequired={isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- as react-aria's closed combo box: no list to point at until it opens
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          placeholder={placeholder}
          name={name}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const el = event.currentTarget;
            onCaret(el.selectionStart, el.selectionEnd);
            onText(el.value);
          }}
          onSelect={(event) =>
            onCaret(event.currentTarget.selectionStart, event.currentTarget.selectionEnd)
          }
          onFocus={() => onWake(false)}
          onInvalid={() => onWake(false)}
          className={comboInputStyles()}
        />
        <div className={comboEndStyles}>
          {isLoading ? (
            <Icon name="loader" size="sm" slot="spinner" className={comboSpinnerStyles} />
          ) : null}
          <button
            type="button"
            tabIndex={-1}
            aria-haspopup="listbox"
            aria-expanded="false"
            aria-labelledby={labelId}
            disabled={isDisabled}
            data-disabled={isDisabled || undefined}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              // As the real chevron: the focus goes to the input, the list opens.
              event.preventDefault();
              inputRef.current?.focus();
              onWake(true);
            }}
            className={comboButtonStyles}
          >
            <Icon name="chevronDown" size="sm" />
          </button>
        </div>
      </div>
      <span role="status" className="sr-only">
        {isLoading ? LL.ui.forms.comboBox.loading() : ''}
      </span>
    </div>
  );
}
