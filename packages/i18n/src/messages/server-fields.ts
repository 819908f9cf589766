import type { ServerFieldError } from '@kurse/domain';
import type { Messages } from '../load';

/**
 * The visible label of a form field by its name, when the catalogue has one. Read from the loaded
 * catalogue itself (its `fields` are in the core part), so the landing never ships the whole
 * German catalogue for this look-up.
 */
export function fieldLabel(LL: Messages, field: string): string | undefined {
  const fields = LL.fields as unknown as Record<string, Record<string, () => string>>;
  if (!Object.hasOwn(fields, field)) return undefined;
  const entry = fields[field];
  return entry && Object.hasOwn(entry, 'label') ? entry['label']?.() : undefined;
}

/** The field's own text for a value the server did not accept, or the general one. */
function invalidMessage(LL: Messages, field: string): string {
  const t = LL.validation.server;
  switch (field) {
    case 'email':
    case 'from':
      return LL.validation.email();
    case 'phone':
      return t.phone();
    case 'postalCode':
      return t.postalCode();
    case 'password':
    case 'passwordConfirmation':
      return t.password();
    case 'resetPasswordToken':
    case 'confirmationToken':
      return t.link();
    default:
      return t.invalid();
  }
}

/**
 * The catalogue's message of a server field error, by field and kind: never the server's own
 * words. An unknown text gets the field's generic message.
 * Spec: discovery §5, §8 (Signup, Profile save, Contact form failed); transactions §5, §8.
 */
export function serverFieldMessage(LL: Messages, field: string, error: ServerFieldError): string {
  const email = field === 'email' || field === 'from';
  switch (error.kind) {
    case 'blank':
      return LL.validation.required();
    case 'tooShort':
      return LL.validation.minLength({ min: error.min });
    case 'tooLong':
      return LL.validation.maxLength({ max: error.max });
    case 'taken':
      return email ? LL.validation.server.emailTaken() : LL.validation.server.taken();
    case 'notFound':
      return email ? LL.validation.server.emailNotFound() : invalidMessage(LL, field);
    case 'invalid':
    case 'unknown':
      return invalidMessage(LL, field);
  }
}

/**
 * The alert text naming the first field's message of a refused form ("E-Mail-Adresse: …"), or
 * undefined without field errors. `label` names fields the catalogue's `fields` does not.
 * Spec: transactions §8 ("422: … first key's message alerted").
 */
export function firstFieldAlert(
  LL: Messages,
  errors: Readonly<Partial<Record<string, ServerFieldError>>>,
  label: (field: string) => string | undefined = () => undefined,
): string | undefined {
  const first = Object.entries(errors).find(([, error]) => error !== undefined);
  if (!first?.[1]) return undefined;
  const [field, error] = first;
  const message = serverFieldMessage(LL, field, error);
  const name = label(field) ?? fieldLabel(LL, field);
  return name ? LL.validation.server.field({ label: name, message }) : message;
}
