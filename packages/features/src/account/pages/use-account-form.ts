import type { FieldErrors } from '@kurse/domain';
import { useState, type FormEvent } from 'react';
import { focusFirstError, useFormFields, type TooManyRequests } from '../../core';

/** A password or confirmation request's progress. Spec: discovery §4 (idle, submitted, success or failed). */
export type AccountRequestStatus = 'idle' | 'submitted' | 'success' | 'failed';

/** What {@link useAccountForm} needs. */
export interface AccountFormOptions<F extends string> {
  /** The fields, empty or prefilled. */
  initial: Record<F, string>;
  /** The fields in the form's order, to focus the first invalid one. */
  order: readonly F[];
  /** The client-side check of discovery §5 (a domain validator). */
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /**
   * Sends the values; answers whether the server accepted them, or the refusal for too many
   * requests (429) with its wait (a failure too).
   */
  send: (values: Record<F, string>) => Promise<boolean | TooManyRequests>;
}

/**
 * The form state of the confirmation and password pages: the fields of `useFormFields`, checked
 * before sending (focus to the first invalid field, nothing sent); a second submit while one is
 * under way is ignored. A new attempt clears the last failure; what was typed is always kept.
 * `tooManyRequests` holds the last failure's refusal for too many requests, if it was one.
 */
export function useAccountForm<F extends string>(options: AccountFormOptions<F>) {
  const { initial, order, validate, send } = options;
  const fields = useFormFields<F>(initial);
  const [status, setStatus] = useState<AccountRequestStatus>('idle');
  const [tooManyRequests, setTooManyRequests] = useState<TooManyRequests | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitted') return;
    const found = validate(fields.values);
    fields.setErrors(found);
    setStatus('idle');
    if (focusFirstError(event.currentTarget, order, found)) return;
    setStatus('submitted');
    const answer = await send(fields.values);
    setTooManyRequests(typeof answer === 'object' ? answer : null);
    setStatus(answer === true ? 'success' : 'failed');
  };

  return { ...fields, status, tooManyRequests, onSubmit: submit };
}
