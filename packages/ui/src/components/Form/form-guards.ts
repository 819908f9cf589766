import { useRef, useState, type FormEvent } from 'react';

/** Field errors by field name, as the API client normalises a 422 body. */
export type ServerErrors = Record<string, string | string[]>;

/**
 * A form's submit handler. When it returns a promise (the request it sent), the form takes no
 * other submit until that promise settles.
 */
export type SubmitHandler = (event: FormEvent<HTMLFormElement>) => unknown;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

/**
 * One submit at a time: while the promise the handler returned is pending, another submit (a
 * second click, Enter in a field, `requestSubmit()`) is prevented and never reaches the handler,
 * so a booking, contract, waiting-list application, message or account update is sent once.
 */
export function useSubmitOnce(onSubmit: SubmitHandler | undefined) {
  const busy = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    const result = onSubmit?.(event);
    if (!isPromise(result)) return;
    busy.current = true;
    const release = () => {
      busy.current = false;
    };
    result.then(release, release);
  };
}

/**
 * The server errors a form shows: each until the user edits its field — cleared on the edit
 * itself, not when the field loses focus. (react-aria clears them on the `change` event, which a
 * browser fires on blur: pressing the submit button then removed the message under the field and
 * moved the button away from under the pointer, and the click was lost.) A new `serverErrors`
 * object shows all of them again. Returns the errors to show and the form's `onInput` handler:
 * a React handler, so the edit and the cleared error render together (a native listener rendered
 * first and a controlled field then went back to its old value).
 */
export function useServerErrorsUntilEdited(serverErrors: ServerErrors | undefined): {
  shown: ServerErrors | undefined;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [state, setState] = useState({ source: serverErrors, shown: serverErrors });
  let current = state;
  if (state.source !== serverErrors) {
    current = { source: serverErrors, shown: serverErrors };
    setState(current);
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as { name?: unknown };
    if (typeof name !== 'string') return;
    setState((previous) => {
      const { shown } = previous;
      if (!shown || !Object.hasOwn(shown, name)) return previous;
      const rest = Object.fromEntries(Object.entries(shown).filter(([field]) => field !== name));
      return { source: previous.source, shown: rest };
    });
  };
  return { shown: current.shown, onInput };
}
