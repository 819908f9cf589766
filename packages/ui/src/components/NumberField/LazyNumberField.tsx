import { useLayoutEffect, useRef, useState } from 'react';
import type { NumberField, NumberFieldProps } from './NumberField';
import { useLoadOnUse } from '../../lib/use-load-on-use';
import { NumberFieldStandIn, type Stepper } from './NumberFieldStandIn';

type Real = typeof NumberField;

const loadReal = (): Promise<Real> => import('./NumberField').then((m) => m.NumberField);

/** What moves over to the real field: the focus (with what was typed and stepped), or a press. */
type Handoff = { kind: 'focus' } | { kind: 'step'; stepper: Stepper };

/** What the visitor did in the stand-in: the typed text, the caret and the arrow-key steps. */
interface Typed {
  text: string | null;
  start: number | null;
  end: number | null;
  steps: number;
}

/** Types `text` into the real field's input as the visitor did, so the field parses it itself. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The {@link NumberField}, whose parsing, stepping and spin-button code load only when it is first
 * used: until then a stand-in with the same markup and looks shows the label, the value in the
 * locale's format and the steppers. Focusing it or pressing a stepper loads the real field, which
 * replaces the stand-in, takes over the focus with what was typed and stepped meanwhile and applies
 * the pressed step. An invalid field loads it at once, for its message.
 */
export function LazyNumberField(props: NumberFieldProps) {
  const [RealField, setRealField] = useState<Real | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const stepped = useRef<Stepper | null>(null);
  const typed = useRef<Typed>({ text: null, start: null, end: null, steps: 0 });
  const handoff = useRef<Handoff | null>(null);
  const load = useLoadOnUse(
    loadReal,
    (real) => {
      const el = input.current;
      if (stepped.current) handoff.current = { kind: 'step', stepper: stepped.current };
      else if (el && el === document.activeElement) handoff.current = { kind: 'focus' };
      setRealField(() => real);
    },
    props.isInvalid,
  );
  // The real field is in the page: the focus, what was typed and stepped (until this moment) and
  // the pressed step move over.
  useLayoutEffect(() => {
    const taken = handoff.current;
    handoff.current = null;
    const root = field.current;
    if (!RealField || !taken || !root) return;
    if (taken.kind === 'step') {
      root.querySelector<HTMLElement>(`[slot="${taken.stepper}"]`)?.click();
      return;
    }
    const real = root.querySelector('input');
    if (!real) return;
    const { text, start, end, steps } = typed.current;
    real.focus();
    if (text !== null) typeInto(real, text);
    if (start !== null) real.setSelectionRange(start, end);
    // One step after the other: each reads the value the one before left.
    const key = steps > 0 ? 'ArrowUp' : 'ArrowDown';
    const step = (left: number) => {
      if (left === 0) return;
      real.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      queueMicrotask(() => step(left - 1));
    };
    step(Math.abs(steps));
  }, [RealField]);

  if (!RealField) {
    return (
      <NumberFieldStandIn
        {...props}
        inputRef={input}
        onType={(text, start, end) => {
          typed.current = { ...typed.current, text, start, end };
        }}
        onStep={(step) => {
          typed.current.steps += step;
        }}
        onWake={(stepper) => {
          if (stepper) stepped.current = stepper;
          load();
        }}
      />
    );
  }
  return <RealField {...props} ref={field} />;
}
