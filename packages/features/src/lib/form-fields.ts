import type { FieldErrors } from '@kurse/domain';
import { useState } from 'react';

/**
 * The state of a form's text fields: the values as typed, the errors found before sending, and
 * `bind(name)` for a `TextField` (name, value, and an `onChange` that keeps the text and clears
 * that field's error). Nothing typed is ever reset by a failed check or request.
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
  return { values, errors, setErrors, bind };
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
