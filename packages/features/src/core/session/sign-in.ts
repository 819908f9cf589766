/**
 * Login, signup and logout: the session actions of the login form, the signup form and the
 * profile (apart from `actions.ts`, so pages without these forms do not load them). Spec:
 * discovery §4 User session, §5 Login and Signup, §8.
 */
import type { CustomerSignup } from '@kurse/api-client';
import { checkAnswer } from '../lib/answer';
import { classifyFieldErrors } from '../lib/field-errors';
import { sessionUserShape } from '../lib/shapes/parts';
import { clearSession, loadApplications, type SessionDeps } from './actions';
import { loginFormHosts, loginFormTarget, postLoginForm } from './form-post';
import { tooManyRequestsOf } from './too-many-requests';

/**
 * Logs in. Success stores the user (the client stores the token from the answer's header) and
 * loads the applications; a 300 answer posts the browser form to its route when the route is
 * acceptable (`loginFormTarget`); any failure is "login failed", with its reason: the credentials
 * refused, further tries refused for a while (429, with the wait of its `Retry-After` in
 * `SessionState.tooManyRequests`), or the server not usable (see `SessionState.loginFailure`) — a
 * 300 route that is not acceptable counts as the latter, and nothing is posted.
 */
export async function login(
  deps: SessionDeps,
  credentials: { email: string; password: string },
): Promise<'success' | 'redirect' | 'failed'> {
  const { api, stores, postForm = postLoginForm } = deps;
  stores.session.login = 'loading';
  stores.session.loginFailure = null;
  stores.session.tooManyRequests = null;
  const result = checkAnswer(
    await api.POST('/customers/login', { body: { customer: credentials } }),
    sessionUserShape,
  );
  if (result.ok) {
    stores.session.user = result.data;
    stores.session.login = 'success';
    stores.session.expired = false;
    stores.ui.loginOpen = false;
    await loadApplications(deps);
    return 'success';
  }
  if (result.error.kind === 'redirect') {
    const route = loginFormTarget(result.error.route, loginFormHosts(deps.links));
    if (route !== null) {
      stores.session.login = 'idle';
      postForm({ route, token: result.error.token, ...credentials });
      return 'redirect';
    }
  }
  // A refusal (4xx) is about what was typed — unless it is one for too many tries (429); no
  // answer, a server error, an unusable answer or a route the form may not be posted to is not.
  const { kind, status } = result.error;
  const limited = tooManyRequestsOf(result.error);
  stores.session.loginFailure = limited
    ? 'tooManyRequests'
    : kind === 'http' && status >= 400 && status < 500
      ? 'credentials'
      : 'unavailable';
  stores.session.tooManyRequests = limited && { action: 'login', ...limited };
  stores.session.login = 'failed';
  return 'failed';
}

/**
 * Signs up (role left empty, password confirmation equal to the password, discovery §3). Server
 * field errors are kept for the form, a refusal for too many requests (429) with its wait in
 * `SessionState.tooManyRequests`; success logs the new customer in.
 */
export async function signup(
  deps: SessionDeps,
  customer: Omit<CustomerSignup, 'passwordConfirmation' | 'role'>,
): Promise<boolean> {
  const { api, stores } = deps;
  stores.session.signup = 'loading';
  stores.session.fieldErrors = {};
  stores.session.tooManyRequests = null;
  const result = checkAnswer(
    await api.POST('/customers/signup', {
      body: { customer: { ...customer, passwordConfirmation: customer.password } },
    }),
    sessionUserShape,
  );
  if (!result.ok) {
    stores.session.signup = 'failed';
    stores.session.fieldErrors = classifyFieldErrors(result.error.fieldErrors);
    const limited = tooManyRequestsOf(result.error);
    stores.session.tooManyRequests = limited && { action: 'signup', ...limited };
    return false;
  }
  stores.session.user = result.data;
  stores.session.signup = 'success';
  stores.session.expired = false;
  await loadApplications(deps);
  return true;
}

/** Logs out on the server and clears the local state whatever it answers. */
export async function logout(deps: SessionDeps): Promise<void> {
  await deps.api.DELETE('/customers/logout');
  clearSession(deps.stores);
}
