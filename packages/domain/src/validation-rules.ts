/**
 * Validation primitives for the forms of both §5: error keys (never texts), rules and a small
 * schema runner. The form validators live in `validation-forms.ts`.
 */
import { isSupportedCountry } from './countries';

/** A field error as a key for the i18n package. Spec: discovery §5 / transactions §5. */
export type ValidationError =
  | { key: 'required' }
  | { key: 'email' }
  | { key: 'maxLength'; max: number }
  | { key: 'minLength'; min: number }
  | { key: 'range'; min: number; max: number }
  | { key: 'integer' }
  | { key: 'country' }
  | { key: 'minCount'; min: number };

/** Errors of a form: only the fields that fail, each with its first failing rule. Spec: both §5. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationError>>;

/** One check on a field value; `undefined` means it passes. Spec: both §5. */
export type Rule = (value: unknown) => ValidationError | undefined;

/** Rules per field, checked in order. Spec: both §5. */
export type Schema<F extends string> = Readonly<Record<F, readonly Rule[]>>;

/**
 * Pragmatic e-mail pattern: `local@domain.tld` with no spaces, exactly one `@`, and a top-level
 * part of at least two characters. Spec: discovery §5 ("email type"). Deliberately loose; the
 * server has the final word.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** True when the trimmed value matches {@link EMAIL_PATTERN}. Spec: discovery §5. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * True when a value counts as filled. Spec: both §5 (required fields). Strings must be non-empty
 * after trimming, numbers finite; `null` and `undefined` are empty.
 */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return value !== null && value !== undefined;
}

/** Rule: the value must be filled (see {@link isFilled}). Spec: both §5. */
export const required: Rule = (value) => (isFilled(value) ? undefined : { key: 'required' });

/** Rule: a filled string must be an e-mail address. Empty passes. Spec: discovery §5. */
export const email: Rule = (value) =>
  typeof value === 'string' && isFilled(value) && !isEmail(value) ? { key: 'email' } : undefined;

/**
 * Rule: a string may have at most `max` characters, counted like the HTML `maxLength` attribute
 * (UTF-16 units, untrimmed). Spec: both §5.
 */
export function maxLength(max: number): Rule {
  return (value) =>
    typeof value === 'string' && value.length > max ? { key: 'maxLength', max } : undefined;
}

/**
 * Rule: a string needs at least `min` characters (untrimmed; a missing value counts as empty).
 * Spec: transactions §5 (password 8, event password 1).
 */
export function minLength(min: number): Rule {
  return (value) => {
    const length = typeof value === 'string' ? value.length : 0;
    return length < min ? { key: 'minLength', min } : undefined;
  };
}

/**
 * Rule: a whole number from `min` to `max`; numeric strings (as read from inputs) are accepted.
 * An empty value passes (combine with {@link required}). Spec: discovery §5 (participantCount).
 */
export function integerRange(min: number, max: number): Rule {
  return (value) => {
    if (!isFilled(value)) return undefined;
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isInteger(n)) return { key: 'integer' };
    return n < min || n > max ? { key: 'range', min, max } : undefined;
  };
}

/** Rule: a filled value must be a supported country code. Spec: discovery §5, §9. */
export const supportedCountry: Rule = (value) =>
  isFilled(value) && !isSupportedCountry(value) ? { key: 'country' } : undefined;

/**
 * Runs a schema over form values and returns only the failing fields, each with its first failing
 * rule. Spec: both §5.
 */
export function validateFields<F extends string>(
  values: Partial<Record<F, unknown>>,
  schema: Schema<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(schema) as F[]) {
    for (const rule of schema[field]) {
      const error = rule(values[field]);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}

/**
 * True when an error object holds at least one error; nested objects (e.g. the participants
 * result) are searched too. Spec: both §5.
 */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(
    (value: unknown) =>
      typeof value === 'object' && value !== null && ('key' in value || hasErrors(value)),
  );
}

/** The first error of `rules` for `value`, or undefined. Spec: both §5. */
export function firstError(value: unknown, rules: readonly Rule[]): ValidationError | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}
