/** Login, logout, signup and the current customer (discovery §4 User session, §5, §7). */
import { validateLoginForm, validateSignupForm } from '@kurse/domain';
import { createCustomer, customerByEmail, openSession, userView } from '../db/customers';
import { tokenOf } from '../http/session';
import {
  created,
  fail,
  hasFieldErrors,
  noContent,
  ok,
  unauthorized,
  wireErrors,
} from '../http/replies';
import { route } from '../http/route';

/** Routes of the session. */
export const sessionRoutes = [
  route('loginCustomer', '/customers/login', 'post', ({ ctx, body }) => {
    const email = body?.customer?.email;
    const password = body?.customer?.password;
    const invalid = fail(401, 'Invalid email or password.', 'invalid_credentials');
    if (hasFieldErrors(wireErrors(validateLoginForm({ email, password })))) return invalid;
    const record = customerByEmail(ctx.db, email);
    if (!record || record.password !== password) return invalid;
    if (record.loginRedirect) {
      return {
        status: 300 as const,
        body: { route: '/users/sign_in', token: `csrf_${record.user.id}` },
      };
    }
    return ok(userView(ctx.db, record), { Authorization: openSession(ctx, record) });
  }),
  route('logoutCustomer', '/customers/logout', 'delete', ({ ctx, request, session }) => {
    if (!session) return unauthorized();
    const raw = request.headers.get('Authorization')?.trim();
    const token = tokenOf(raw ?? null);
    // Deleted in place: the map keeps the order in which the bound closes the oldest sessions.
    if (token !== null) Reflect.deleteProperty(ctx.db.sessions, token);
    if (raw !== undefined) Reflect.deleteProperty(ctx.db.sessions, raw);
    return noContent();
  }),
  route('signupCustomer', '/customers/signup', 'post', ({ ctx, body }) => {
    const c = body?.customer;
    const errors = wireErrors(
      validateSignupForm({
        firstName: c?.firstName,
        lastName: c?.lastName,
        email: c?.email,
        password: c?.password,
        phone: c?.phone,
      }),
    );
    if (c?.email && customerByEmail(ctx.db, c.email)) errors['email'] = ['has already been taken'];
    if (c?.passwordConfirmation != null && c.passwordConfirmation !== c.password) {
      errors['passwordConfirmation'] = ["doesn't match Password"];
    }
    if (!c || hasFieldErrors(errors)) {
      const code = errors['email']?.[0] === 'has already been taken' ? 'email_taken' : undefined;
      return fail(422, 'Please check your details.', code, errors);
    }
    const record = createCustomer(ctx, c);
    return created(userView(ctx.db, record), { Authorization: openSession(ctx, record) });
  }),
  route('getCurrentCustomer', '/customers/me', 'get', ({ ctx, session }) =>
    session ? ok(userView(ctx.db, session)) : unauthorized(),
  ),
];
