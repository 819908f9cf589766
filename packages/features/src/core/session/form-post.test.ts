// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_URL, siteLinks } from '../app/site-links';
import { loginFormHosts, loginFormTarget, postLoginForm } from './form-post';

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

describe('loginFormTarget (discovery §4: where the 300 route may send the password)', () => {
  const hosts = loginFormHosts(siteLinks());

  it('allows only the configured marketing site as another host', () => {
    expect(hosts).toEqual(['www.kurse.example']);
    expect(loginFormHosts(siteLinks('https://kurse.example:8443/'))).toEqual([
      'kurse.example:8443',
    ]);
    expect(loginFormHosts(siteLinks('not an address'))).toEqual([]);
    expect(loginFormHosts(undefined)).toEqual([]);
  });

  it('accepts a path of this site and an https address on the site host', () => {
    expect(loginFormTarget('/users/sign_in', hosts)).toBe('/users/sign_in');
    expect(loginFormTarget(`${DEFAULT_SITE_URL}/users/sign_in`, hosts)).toBe(
      'https://www.kurse.example/users/sign_in',
    );
    expect(loginFormTarget('HTTPS://WWW.KURSE.EXAMPLE/users/sign_in', hosts)).toBe(
      'https://www.kurse.example/users/sign_in',
    );
  });

  it('refuses scripts, other hosts and tricks that look like a path', () => {
    for (const route of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'https://evil.example/collect',
      '//evil.example',
      '//www.kurse.example/users/sign_in',
      '/\\evil.example',
      '/%09/evil.example',
      'http://www.kurse.example/users/sign_in',
      'https://www.kurse.example@evil.example/collect',
      'https://user:pw@www.kurse.example/users/sign_in',
      'https://www.kurse.example.evil.example/collect',
      'data:text/html,<form>',
      '',
    ]) {
      expect(loginFormTarget(route, hosts)).toBeNull();
    }
  });

  it('allows no other host without a configured site', () => {
    expect(loginFormTarget(`${DEFAULT_SITE_URL}/users/sign_in`, [])).toBeNull();
    expect(loginFormTarget('/users/sign_in', [])).toBe('/users/sign_in');
  });
});
