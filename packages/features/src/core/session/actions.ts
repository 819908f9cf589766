/**
 * Session actions: login, signup, logout, restore on start, and the user's waiting-list
 * applications. An answer that is no customer (or no list) fails like a call without an answer. Spec: discovery §4 User session, §5 Login and Signup, §8.
 */
import type { ApiClient, CustomerSignup } from '@kurse/api-client';
import { checkAnswer } from '../lib/answer';
import { classifyFieldErrors } from '../lib/field-errors';
import { applicationsShape, sessionUserShape } from '../lib/shapes/parts';
import type { Stores } from '../state';
import { postLoginForm, type LoginFormPost } from './form-post';

/** What the session actions work with. */
export interface SessionDeps {
  api: ApiClient;
  stores: Stores;
  /** The browser form post of a flagged login. @default postLoginForm */
  postForm?: (post: LoginFormPost) => void;
}

/** Loads the user's waiting-list applications; a failure keeps the list (no message, §8). */
export async function loadApplications({ api, stores }: SessionDeps): Promise<void> {
  stores.waitingList.loading = true;
  const result = checkAnswer(await api.GET('/customers/applications'), applicationsShape);
  stores.waitingList.loading = false;
  if (result.ok) stores.waitingList.applications = result.data.applications;
}

/**
 * Logs in. Success stores the user (the client stores the token from the answer's header) and
 * loads the applications; a 300 answer posts the browser form; any failure is "login failed", with
 * its reason: the credentials refused, or the server not usable (see `SessionState.loginFailure`).
 */
export async function login(
  deps: SessionDeps,
  credentials: { email: string; password: string },
): Promise<'success' | 'redirect' | 'failed'> {
  const { api, stores, postForm = postLoginForm } = deps;
  stores.session.login = 'loading';
  stores.session.loginFailure = null;
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
    stores.session.login = 'idle';
    postForm({ route: result.error.route, token: result.error.token, ...credentials });
    return 'redirect';
  }
  // A refusal (4xx) is about what was typed; no answer, a server error or an unusable answer is not.
  const { kind, status } = result.error;
  stores.session.loginFailure =
    kind === 'http' && status >= 400 && status < 500 ? 'credentials' : 'unavailable';
  stores.session.login = 'failed';
  return 'failed';
}

/**
 * Signs up (role left empty, password confirmation equal to the password, discovery §3). Server
 * field errors are kept for the form; success logs the new customer in.
 */
export async function signup(
  deps: SessionDeps,
  customer: Omit<CustomerSignup, 'passwordConfirmation' | 'role'>,
): Promise<boolean> {
  const { api, stores } = deps;
  stores.session.signup = 'loading';
  stores.session.fieldErrors = {};
  const result = checkAnswer(
    await api.POST('/customers/signup', {
      body: { customer: { ...customer, passwordConfirmation: customer.password } },
    }),
    sessionUserShape,
  );
  if (!result.ok) {
    stores.session.signup = 'failed';
    stores.session.fieldErrors = classifyFieldErrors(result.error.fieldErrors);
    return false;
  }
  stores.session.user = result.data;
  stores.session.signup = 'success';
  stores.session.expired = false;
  await loadApplications(deps);
  return true;
}

/** Forgets the session, the current booking and the applications (discovery §4 Logout). */
export function clearSession(stores: Stores): void {
  stores.session.user = null;
  stores.session.token = null;
  stores.session.login = 'idle';
  stores.session.fieldErrors = {};
  stores.booking.current = null;
  stores.waitingList.applications = [];
}

/** Logs out on the server and clears the local state whatever it answers. */
export async function logout(deps: SessionDeps): Promise<void> {
  await deps.api.DELETE('/customers/logout');
  clearSession(deps.stores);
}

/**
 * On start: with a stored token, loads the current customer; any error clears the stored session
 * (discovery §4). Then loads the applications of a restored session.
 */
export async function restoreSession(deps: SessionDeps): Promise<void> {
  const { api, stores } = deps;
  if (!stores.session.token) return;
  stores.session.restoring = true;
  const result = checkAnswer(await api.GET('/customers/me'), sessionUserShape);
  stores.session.restoring = false;
  if (!result.ok) {
    clearSession(stores);
    return;
  }
  stores.session.user = result.data;
  await loadApplications(deps);
}
