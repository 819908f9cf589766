/**
 * The server's field errors as keys: the backend words them in its own language (Rails style,
 * "can't be blank"); the forms show the catalogue's text for the kind instead, never the
 * server's words.
 */

/**
 * What a server field error says, read from its message. `unknown` is every text not
 * recognised: the form shows the field's generic message for it.
 * Spec: discovery §5, §8 (Signup, Profile save, Contact form failed); transactions §5, §8.
 */
export type ServerFieldError =
  | { kind: 'blank' }
  | { kind: 'invalid' }
  | { kind: 'taken' }
  | { kind: 'notFound' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'unknown' };

/** A number in the message (the limit of a length error), or undefined. */
const limitOf = (message: string): number | undefined => {
  const match = /\d+/.exec(message);
  return match ? Number(match[0]) : undefined;
};

// English and German Rails wordings, and the bare error types (`blank`, `taken` …).
const BLANK =
  /can['’]t be blank|must be filled|must exist|^blank$|^required$|muss ausgefüllt|darf nicht leer|muss vorhanden/i;
const TAKEN =
  /already (been )?taken|already exists|^taken$|bereits vergeben|schon vergeben|existiert bereits/i;
const NOT_FOUND = /not found|^not_found$|nicht gefunden/i;
const TOO_SHORT = /too short|^too_short$|zu kurz/i;
const TOO_LONG = /too long|^too_long$|zu lang/i;
const INVALID =
  /invalid|is not valid|not included|not a number|must be|is reserved|ungültig|nicht gültig|kein gültig|muss /i;

/**
 * The kind of one server field error message. Length errors carry their limit when the message
 * names one (`is too short (minimum is 8 characters)` → `tooShort` 8); without a number they
 * count as `invalid`. Spec: discovery §5, §8; transactions §5, §8.
 */
export function serverFieldError(message: string): ServerFieldError {
  const text = message.trim();
  if (BLANK.test(text)) return { kind: 'blank' };
  if (TAKEN.test(text)) return { kind: 'taken' };
  if (NOT_FOUND.test(text)) return { kind: 'notFound' };
  const limit = limitOf(text);
  if (TOO_SHORT.test(text)) return limit ? { kind: 'tooShort', min: limit } : { kind: 'invalid' };
  if (TOO_LONG.test(text)) return limit ? { kind: 'tooLong', max: limit } : { kind: 'invalid' };
  if (INVALID.test(text)) return { kind: 'invalid' };
  return { kind: 'unknown' };
}

/**
 * A server's field errors (field → messages) as one kind per field, from its first message;
 * fields without a message are left out, the server's order is kept (the first field is the one
 * an alert names). Spec: transactions §8 ("422: field errors stored, first key's message
 * alerted"), discovery §5 Signup.
 */
export function serverFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, ServerFieldError> {
  const result: Record<string, ServerFieldError> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = serverFieldError(first);
  }
  return result;
}
