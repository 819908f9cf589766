import { useId, useState, type RefObject } from 'react';
import { useLocale } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Description, Label, fieldStyles } from '../Field';
import { Icon } from '../Icon';
import type { NumberFieldProps } from './NumberField';
import {
  numberGroupStyles,
  numberInputStyles,
  stepperSide,
  stepperStyles,
} from './NumberField.variants';

/** A stepper of the field. */
export type Stepper = 'decrement' | 'increment';

/** The arrow keys that step the field, and which way. */
const STEP_KEYS: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1 };

/** The value as the real field shows it (in the locale's format) and submits it. */
function useShownValue({ value, defaultValue, formatOptions }: NumberFieldProps) {
  const { locale } = useLocale();
  const number = value === undefined ? defaultValue : value;
  if (number === undefined || number === null || Number.isNaN(number)) return { text: '', raw: '' };
  return { text: new Intl.NumberFormat(locale, formatOptions).format(number), raw: String(number) };
}

/** Props of {@link NumberFieldStandIn}. */
export type NumberFieldStandInProps = NumberFieldProps & {
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the visitor typed (and where the caret is) before the real field arrived. */
  onType: (text: string, start: number | null, end: number | null) => void;
  /** An arrow key stepped the field before the real one arrived. */
  onStep: (step: number) => void;
  /** The visitor reached the field (pressing a stepper once, or not). */
  onWake: (stepper?: Stepper) => void;
};

/**
 * The stand-in of `LazyNumberField`: the number field's markup and looks without its code. It
 * takes typing and arrow keys, and reports them, for the real field to take over.
 */
export function NumberFieldStandIn(props: NumberFieldStandInProps) {
  const { label, description, isOptional, isRequired, isDisabled, name, className } = props;
  const { inputRef, onType, onStep, onWake } = props;
  const shown = useShownValue(props);
  const [draft, setDraft] = useState<string | null>(null);
  const labelId = useId();
  const inputId = useId();
  const descriptionId = useId();
  const describedBy =
    [description ? descriptionId : null, props['aria-describedby']].filter(Boolean).join(' ') ||
    undefined;
  // Pointer conveniences, as the real steppers (out of the tab order; arrow keys step).
  const stepper = (slot: Stepper) => (
    <span
      aria-hidden="true"
      slot={slot}
      data-disabled={isDisabled || undefined}
      onPointerDown={(event) => {
        if (isDisabled || event.button !== 0) return;
        event.preventDefault();
        onWake(slot);
      }}
      className={cn(stepperStyles, stepperSide[slot])}
    >
      <Icon name={slot === 'decrement' ? 'minus' : 'plus'} size="sm" />
    </span>
  );
  return (
    <>
      <div
        data-slot="number-field"
        data-disabled={isDisabled || undefined}
        className={cn('group', fieldStyles, typeof className === 'string' ? className : undefined)}
      >
        <Label id={labelId} htmlFor={inputId} isRequired={isRequired} isOptional={isOptional}>
          {label}
        </Label>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        <div
          role="group"
          aria-disabled={isDisabled || undefined}
          data-disabled={isDisabled || undefined}
          className={numberGroupStyles()}
        >
          {stepper('decrement')}
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            disabled={isDisabled}
            value={draft ?? shown.text}
            onChange={(event) => {
              const el = event.currentTarget;
              setDraft(el.value);
              onType(el.value, el.selectionStart, el.selectionEnd);
              onWake();
            }}
            onSelect={(event) => {
              // The caret moved in typed text: it stays where it is when the real field arrives.
              const el = event.currentTarget;
              if (draft !== null) onType(el.value, el.selectionStart, el.selectionEnd);
            }}
            onKeyDown={(event) => {
              const step = STEP_KEYS[event.key];
              if (!step) return;
              event.preventDefault();
              onStep(step);
              onWake();
            }}
            onFocus={() => onWake()}
            className={numberInputStyles}
          />
          {stepper('increment')}
        </div>
      </div>
      {name ? <input type="hidden" name={name} value={shown.raw} /> : null}
    </>
  );
}
