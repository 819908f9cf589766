/**
 * The browser form post a flagged login answers with (HTTP 300 with a route and an anti-forgery
 * token): the page leaves for `route` with e-mail, password and the token. Spec: discovery §4.
 * Field names follow the server's sign-in form (`user[email]`, `user[password]`,
 * `authenticity_token`); the spec does not show them.
 *
 * The route comes from the API's answer and becomes the form's action, which receives the
 * password: it is used only when {@link loginFormTarget} accepts it (a path of this site, or an
 * https address on one of the hosts the app is configured with), so a hostile answer can neither
 * run a `javascript:` action nor collect the password elsewhere.
 */
import { isSameSitePath } from '@kurse/domain';

/** What the login form posts, and where. */
export interface LoginFormPost {
  /** The form's action: a route {@link loginFormTarget} accepted. */
  route: string;
  token: string;
  email: string;
  password: string;
}

/**
 * The hosts a login form may be posted to besides this site: the marketing site's (the app's
 * configured `siteUrl`, whose links are `Services.links`). An unreadable address gives none.
 */
export function loginFormHosts(links: { home: string } | undefined): string[] {
  if (!links) return [];
  try {
    return [new URL(links.home).host];
  } catch {
    return [];
  }
}

/**
 * The action a 300 answer's `route` may give the login form: the route itself when it is a path
 * of this site (domain `isSameSitePath`: one leading `/`, no `//`, backslash, control character
 * or encoded trick such as `/%09/host`), or the https address, as the browser reads it, when its
 * host is one of `hosts` and it names no user or password; null for anything else (another host,
 * `javascript:`, `http:`, a protocol-relative `//host`).
 */
export function loginFormTarget(route: string, hosts: readonly string[]): string | null {
  if (isSameSitePath(route)) return route;
  let url: URL;
  try {
    url = new URL(route);
  } catch {
    return null;
  }
  const plain = url.protocol === 'https:' && url.username === '' && url.password === '';
  return plain && hosts.includes(url.host) ? url.href : null;
}

/** Posts the login form in the browser (the page navigates away) to an accepted route. */
export function postLoginForm({ route, token, email, password }: LoginFormPost): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = route;
  form.hidden = true;
  const fields = { 'user[email]': email, 'user[password]': password, authenticity_token: token };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
