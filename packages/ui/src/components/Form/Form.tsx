import { useEffect, useRef, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cn } from '../../lib/cn';
import {
  useServerErrorsUntilEdited,
  useSubmitOnce,
  type ServerErrors,
  type SubmitHandler,
} from './form-guards';
import { focusFirstInvalidField } from './focus-invalid';
import { Icon } from '../Icon';

export type { ServerErrors, SubmitHandler } from './form-guards';

/** Props of {@link Form}. */
export interface FormProps extends Omit<
  AriaFormProps,
  'validationErrors' | 'children' | 'onSubmit'
> {
  children?: ReactNode;
  /**
   * Called on submit. Return the promise of the request it sends: until it settles the form takes
   * no other submit (a second click, Enter, `requestSubmit()`). @default undefined
   */
  onSubmit?: SubmitHandler;
  /**
   * Errors from the server by field `name`, shown at their fields until the user edits the value
   * (cleared as they type, never on blur). A new object moves focus to the first invalid field. @default undefined
   */
  serverErrors?: ServerErrors;
  /** A message for the whole form, shown as an inline alert at the top. @default undefined */
  errorMessage?: ReactNode;
  /**
   * A new `errorMessage` takes focus and is scrolled to the middle of its scrolling box (a long
   * form in a modal, a phone's screen), so it is seen and read out wherever the user was; focus
   * then stays on the message rather than moving to the first server error's field.
   * @default false
   */
  focusErrorMessage?: boolean;
}

/**
 * A form on react-aria: fields check themselves on submit and focus moves to the first invalid
 * one; server errors appear at their fields (react-aria's `validationErrors`) without losing
 * anything typed; a general error shows as an alert at the top.
 */
export function Form({
  serverErrors,
  errorMessage,
  focusErrorMessage = false,
  className,
  children,
  ...props
}: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const onSubmit = useSubmitOnce(props.onSubmit);
  const { shown: shownErrors, onInput: clearEditedError } =
    useServerErrorsUntilEdited(serverErrors);
  const alertRef = useRef<HTMLDivElement>(null);
  const alertTakesFocus = focusErrorMessage && Boolean(errorMessage);

  useEffect(() => {
    // The message's focus wins when it takes it.
    if (alertTakesFocus) return;
    if (ref.current && serverErrors && Object.keys(serverErrors).length > 0) {
      focusFirstInvalidField(ref.current);
    }
    // Runs for new server errors only, not when the message comes or goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  useEffect(() => {
    const alert = alertRef.current;
    if (!alertTakesFocus || !alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'center' });
  }, [alertTakesFocus, errorMessage]);

  return (
    <AriaForm
      {...props}
      ref={ref}
      onSubmit={onSubmit}
      // react-aria's Form passes DOM props on to the <form>; its types only leave `onInput` out.
      {...({ onInput: clearEditedError } as Partial<AriaFormProps>)}
      validationErrors={shownErrors}
      data-slot="form"
      className={cn('flex flex-col gap-5', className)}
    >
      {errorMessage ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={focusErrorMessage ? -1 : undefined}
          data-slot="form-alert"
          className={cn(
            'flex items-start gap-2 rounded-md border border-danger-strong bg-danger p-3',
            'text-base text-danger-foreground outline-none forced-colors:border-[Mark]',
          )}
        >
          <Icon name="error" className="mt-0.5" />
          <div>{errorMessage}</div>
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}
