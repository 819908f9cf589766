import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Field errors by field name, as the API client normalises a 422 body. */
export type ServerErrors = Record<string, string | string[]>;

/** Props of {@link Form}. */
export interface FormProps extends Omit<AriaFormProps, 'validationErrors' | 'children'> {
  children?: ReactNode;
  /**
   * Errors from the server by field `name`, shown at their fields until the user changes the
   * value. A new object moves focus to the first invalid field. @default undefined
   */
  serverErrors?: ServerErrors;
  /** A message for the whole form, shown as an inline alert at the top. @default undefined */
  errorMessage?: ReactNode;
}

/**
 * Moves focus to the first invalid field in document order. It asks the field itself (through
 * the `invalid` event react-aria listens to), so a Select focuses its button, not its hidden
 * `<select>`; fields validated with `validationBehavior="aria"` are found by `aria-invalid`.
 */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if ('validity' in element && element.validity instanceof ValidityState) {
      if (!element.validity.valid) {
        element.dispatchEvent(new Event('invalid', { cancelable: true }));
        return;
      }
    }
  }
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form on react-aria: fields check themselves on submit and focus moves to the first invalid
 * one; server errors appear at their fields (react-aria's `validationErrors`) without losing
 * anything typed; a general error shows as an alert at the top.
 */
export function Form({ serverErrors, errorMessage, className, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (ref.current && serverErrors && Object.keys(serverErrors).length > 0) {
      focusFirstInvalidField(ref.current);
    }
  }, [serverErrors]);

  return (
    <AriaForm
      {...props}
      ref={ref}
      validationErrors={serverErrors}
      data-slot="form"
      className={cn('flex flex-col gap-5', className)}
    >
      {errorMessage ? (
        <div
          role="alert"
          data-slot="form-alert"
          className={cn(
            'flex items-start gap-2 rounded-md border border-danger-strong bg-danger p-3',
            'text-base text-danger-foreground forced-colors:border-[Mark]',
          )}
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>{errorMessage}</div>
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
