import { useI18n } from '@kurse/i18n';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
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

/** How long typing must pause before the counter is read out. */
const ANNOUNCE_DELAY_MS = 1000;

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<AriaTextFieldProps, 'type'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read with the text area. @default undefined */
  description?: ReactNode;
  /** The error shown while invalid; without it the catalogue's text for the failed check. @default undefined */
  errorMessage?: FieldErrorMessage;
  /** Hint shown inside the empty text area; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Shows "(optional)" after the label. @default false */
  isOptional?: boolean;
  /** Visible rows before it grows a scroll bar. @default 4 */
  rows?: number;
}

/**
 * A multi-line text field. With `maxLength` it shows a character counter ("12 von 500 Zeichen"),
 * read with the field and announced politely once typing pauses, never on every keystroke.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  isOptional,
  rows = 4,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const { LL } = useI18n();
  const counterId = useId();
  const [typedLength, setTypedLength] = useState(() => props.defaultValue?.length ?? 0);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { maxLength } = props;
  const length = props.value?.length ?? typedLength;
  const counter = (count: number, max: number) => LL.ui.forms.counter({ count, max });

  const handleChange = (value: string) => {
    setTypedLength(value.length);
    onChange?.(value);
    if (maxLength === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setAnnouncement(counter(value.length, maxLength)),
      ANNOUNCE_DELAY_MS,
    );
  };

  return (
    <AriaTextField
      {...props}
      onChange={handleChange}
      aria-describedby={
        [props['aria-describedby'], maxLength !== undefined && counterId]
          .filter(Boolean)
          .join(' ') || undefined
      }
      data-slot="text-area"
      className={composeRenderProps(className, (className) => cn('group', fieldStyles, className))}
    >
      <Label isRequired={props.isRequired} isOptional={isOptional}>
        {label}
      </Label>
      {description ? <Description>{description}</Description> : null}
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={inputVariants({ size: 'multiline' })}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError>{errorMessage}</FieldError>
        {maxLength !== undefined ? (
          <span
            id={counterId}
            aria-hidden="true"
            data-slot="counter"
            className="ms-auto shrink-0 text-sm text-muted-foreground tabular-nums"
          >
            {counter(length, maxLength)}
          </span>
        ) : null}
      </div>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </AriaTextField>
  );
}
