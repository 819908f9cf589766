import type { FieldErrors } from '@kurse/domain';
import { useI18n, validationMessage } from '@kurse/i18n';
import { useCallback, useState } from 'react';

/**
 * The state of a form's text fields: the values as typed, the errors found before sending,
 * `bind(name)` for a `TextField` (name, value, and an `onChange` that keeps the text and clears
 * that field's error), and `field(name)`: `bind` plus the field's translated error. Nothing typed
 * is ever reset by a failed check or request; `reset(values)` replaces them all when their source
 * changes (a locked customer's data arriving with the session).
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });
  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);
  const { LL } = useI18n();
  const field = (name: F) => {
    const error = errors[name];
    return {
      ...bind(name),
      // Left undefined when valid: `false` would hide a server error shown at the field.
      isInvalid: error ? true : undefined,
      errorMessage: error ? validationMessage(LL, error) : undefined,
    };
  };
  return { values, errors, setErrors, bind, field, reset };
}

/**
 * Puts focus on the first field (in `order`) that has an error; answers whether there was one.
 * Fields are found by their `name` in the form.
 */
export function focusFirstError<F extends string>(
  form: HTMLFormElement,
  order: readonly F[],
  errors: FieldErrors<F>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  return first !== undefined;
}
