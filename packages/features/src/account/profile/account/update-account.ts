/**
 * The account update of the profile: the form's values from the session user, the payload of
 * `PUT /customers/{id}` and the session action. Spec: discovery §3 Customer/User, §4 User session
 * (user update request, success, failed), §5 Account update, §7, §8 Profile save failed.
 */
import type { CountryCode, CustomerUpdate, User } from '@kurse/api-client';
import { DEFAULT_COUNTRY, type AccountField } from '@kurse/domain';
import { classifyFieldErrors } from '../../../core';
import type { SessionDeps } from '../../../core';
import type { Stores } from '../../../core';
import { endExpiredSession } from '../../../core';

/** The account form's fields as typed. */
export type AccountValues = Record<AccountField, string>;

/** The form's starting values: the user's data, the country DE when none is stored (§3, §9). */
export function accountValues(user: User): AccountValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    company: user.company ?? '',
    street: user.street ?? '',
    postalCode: user.postalCode ?? '',
    city: user.city ?? '',
    country: user.country ?? DEFAULT_COUNTRY,
  };
}

/** The payload of `PUT /customers/{id}`: trimmed, the optional phone and company empty as null. */
export function accountUpdate(values: AccountValues): CustomerUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    company: values.company.trim() || null,
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country as CountryCode,
  };
}

/**
 * Saves the logged-in user's data. `session.update` goes loading, then success (the answer
 * replaces `session.user`) or failed (the server's field errors, camelCase, one kind each, in
 * `session.fieldErrors`). Without a logged-in user nothing is sent and the update fails. A
 * session the server no longer accepts ends (`endExpiredSession`): the login asks again.
 */
export async function updateAccount(
  { api, stores }: Pick<SessionDeps, 'api' | 'stores'>,
  customer: CustomerUpdate,
): Promise<boolean> {
  const user = stores.session.user;
  stores.session.fieldErrors = {};
  if (!user) {
    stores.session.update = 'failed';
    return false;
  }
  stores.session.update = 'loading';
  const hadSession = Boolean(stores.session.token);
  const result = await api.PUT('/customers/{id}', {
    params: { path: { id: user.id } },
    body: { customer },
  });
  if (!result.ok && endExpiredSession(stores, result.error, hadSession)) {
    stores.session.update = 'idle';
    return false;
  }
  if (!result.ok) {
    stores.session.fieldErrors = classifyFieldErrors(result.error.fieldErrors);
    stores.session.update = 'failed';
    return false;
  }
  stores.session.user = result.data;
  stores.session.update = 'success';
  return true;
}

/** Keeps what the account form held when the session ran out, for that customer's next login. */
export function keepAccountDraft(stores: Stores, userId: number, values: AccountValues): void {
  stores.session.accountDraft = { userId, values };
}

/** Forgets the kept account form values (the form has taken them). */
export function clearAccountDraft(stores: Stores): void {
  stores.session.accountDraft = null;
}
