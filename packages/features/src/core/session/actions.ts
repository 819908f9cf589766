/**
 * Session actions of every page: restore on start, forget, and the user's waiting-list
 * applications (login, signup and logout, which only their forms use, are in `sign-in.ts`). An
 * answer that is no customer (or no list) fails like a call without an answer. Spec: discovery §4
 * User session, §8.
 */
import type { ApiClient } from '@kurse/api-client';
import { checkAnswer } from '../lib/answer';
import { applicationsShape, sessionUserShape } from '../lib/shapes/parts';
import type { SiteLinks } from '../app/site-links';
import type { Stores } from '../state';
import type { LoginFormPost } from './form-post';

/** What the session actions work with. */
export interface SessionDeps {
  api: ApiClient;
  stores: Stores;
  /** The browser form post of a flagged login. @default postLoginForm */
  postForm?: (post: LoginFormPost) => void;
  /**
   * The marketing site's links (`Services.links`): its host is the one other host a flagged
   * login's form may be posted to (`loginFormTarget`). @default none: paths of this site only
   */
  links?: Pick<SiteLinks, 'home'>;
}

/** Loads the user's waiting-list applications; a failure keeps the list (no message, §8). */
export async function loadApplications({ api, stores }: SessionDeps): Promise<void> {
  stores.waitingList.loading = true;
  const result = checkAnswer(await api.GET('/customers/applications'), applicationsShape);
  stores.waitingList.loading = false;
  if (result.ok) stores.waitingList.applications = result.data.applications;
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
