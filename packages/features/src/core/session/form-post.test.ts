// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postLoginForm } from './form-post';

afterEach(() => vi.restoreAllMocks());

describe('postLoginForm (discovery §4: 300 answer → browser form post)', () => {
  it('posts e-mail, password and the anti-forgery token to the route', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postLoginForm({
      route: '/users/sign_in',
      token: 'csrf-1',
      email: 'a@b.de',
      password: 'geheim123',
    });
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/users/sign_in');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      'user[email]': 'a@b.de',
      'user[password]': 'geheim123',
      authenticity_token: 'csrf-1',
    });
  });
});
