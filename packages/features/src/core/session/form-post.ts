/**
 * The browser form post a flagged login answers with (HTTP 300 with a route and an anti-forgery
 * token): the page leaves for `route` with e-mail, password and the token. Spec: discovery §4.
 * Field names follow the server's sign-in form (`user[email]`, `user[password]`,
 * `authenticity_token`); the spec does not show them.
 */
export interface LoginFormPost {
  route: string;
  token: string;
  email: string;
  password: string;
}

/** Posts the login form in the browser (the page navigates away). */
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
