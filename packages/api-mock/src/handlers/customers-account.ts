/**
 * The account: profile update, confirmation link and password reset (discovery §2 Confirmation
 * and password pages, §5, §7). Reset tokens: `db/reset-tokens.ts`.
 */
import {
  validateAccountForm,
  validateEditPasswordForm,
  validatePassword,
  validateResendConfirmationForm,
  validateResetPasswordForm,
} from '@kurse/domain';
import { customerByEmail, userView } from '../db/customers';
import { toId } from '../db/lookup';
import { customerOfResetToken, issueResetToken, spendResetToken } from '../db/reset-tokens';
import type { Schemas } from '../db/types';
import {
  fail,
  hasFieldErrors,
  noContent,
  notFound,
  ok,
  unauthorized,
  validationMessage,
  wireErrors,
} from '../http/replies';
import { route } from '../http/route';

/** The fixed reset token the demo backend accepts for a customer in demo mode. */
export { demoResetTokenOf as resetTokenOf } from '../db/reset-tokens';

const CHECK = 'Please check your details.';
const ACCOUNT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'street',
  'postalCode',
  'city',
  'country',
  'company',
] as const;

/** Routes of the account. */
export const accountRoutes = [
  route('updateCustomer', '/customers/{id}', 'put', ({ ctx, params, body, session }) => {
    if (!session) return unauthorized();
    if (toId(params.id) !== session.user.id) return notFound('Customer not found');
    if (!body?.customer) {
      return fail(422, CHECK, 'customer_data_invalid', { customer: ["can't be blank"] });
    }
    const sent: Record<string, unknown> = body.customer;
    const update = Object.fromEntries(
      ACCOUNT_FIELDS.filter((f) => f in sent).map((f) => [f, sent[f]]),
    ) as Schemas['CustomerUpdate'];
    const merged = { ...session.user, ...update };
    const errors = wireErrors(
      validateAccountForm({
        firstName: merged.firstName,
        lastName: merged.lastName,
        email: merged.email,
        phone: merged.phone,
        company: merged.company,
        street: merged.street,
        postalCode: merged.postalCode,
        city: merged.city,
        country: merged.country,
      }),
    );
    const other = customerByEmail(ctx.db, merged.email);
    if (other && other !== session) errors['email'] = ['has already been taken'];
    if (hasFieldErrors(errors)) return fail(422, CHECK, 'customer_data_invalid', errors);
    Object.assign(session.user, update, { email: merged.email.trim() });
    return ok(userView(ctx.db, session));
  }),
  route('resendConfirmation', '/customers/confirmation', 'post', ({ ctx, body }) => {
    const email = body?.customer?.email;
    const errors = wireErrors(validateResendConfirmationForm({ email }));
    if (!hasFieldErrors(errors) && !customerByEmail(ctx.db, email)) errors['email'] = ['not found'];
    return hasFieldErrors(errors) ? fail(422, CHECK, undefined, errors) : noContent();
  }),
  route('requestPasswordReset', '/customers/password', 'post', ({ ctx, body }) => {
    const errors = wireErrors(validateResetPasswordForm({ email: body?.customer?.email }));
    // Unknown addresses also answer 204, so the form does not reveal who has an account.
    if (hasFieldErrors(errors)) return fail(422, CHECK, undefined, errors);
    issueResetToken(ctx, customerByEmail(ctx.db, body?.customer?.email));
    return noContent();
  }),
  route('resetPassword', '/customers/password', 'put', ({ ctx, body }) => {
    const c = body?.customer;
    const errors = wireErrors(
      validateEditPasswordForm({
        password: c?.password,
        passwordConfirmation: c?.passwordConfirmation,
      }),
    );
    const weak = validatePassword(c?.password);
    if (weak && !errors['password']) errors['password'] = [validationMessage(weak)];
    if (c?.passwordConfirmation && c.password !== c.passwordConfirmation) {
      errors['passwordConfirmation'] = ["doesn't match Password"];
    }
    const record = customerOfResetToken(ctx, c?.resetPasswordToken);
    if (!record) errors['resetPasswordToken'] = ['is invalid'];
    if (!record || !c || hasFieldErrors(errors)) return fail(422, CHECK, undefined, errors);
    record.password = c.password;
    spendResetToken(ctx, c.resetPasswordToken);
    return noContent();
  }),
];
