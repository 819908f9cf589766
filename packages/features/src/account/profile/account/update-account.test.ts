import { describe, expect, it } from 'vitest';
import { login } from '../../../core';
import { harness } from '../../../core/test';
import { accountUpdate, accountValues, updateAccount } from './update-account';

const demo = { email: 'demo@kurse.example', password: 'kurse-demo' };

async function loggedIn(scenarios?: string[]) {
  const deps = harness({ scenarios });
  await login(deps, demo);
  const user = deps.stores.session.user;
  if (!user) throw new Error('The demo login failed.');
  return { ...deps, values: accountValues(user) };
}

describe('accountValues and accountUpdate (discovery §3, §7 PUT /customers/{id})', () => {
  it('fills the form from the user, with DE when no country is stored', () => {
    const values = accountValues({
      id: 1,
      firstName: 'Mia',
      lastName: 'Schulz',
      email: 'mia@example.org',
      phone: null,
      country: undefined,
    });
    expect(values).toMatchObject({ firstName: 'Mia', phone: '', company: '', country: 'DE' });
  });

  it('sends trimmed values, an empty phone and company as null', () => {
    const values = accountValues({ id: 1, firstName: 'A', lastName: 'B', email: 'x' });
    const body = accountUpdate({ ...values, city: '  Köln ', phone: '  ', company: '' });
    expect(body).toMatchObject({ city: 'Köln', phone: null, company: null, country: 'DE' });
  });
});

describe('updateAccount (discovery §4 user update, §5 Account update, §8)', () => {
  it('goes loading, then success, and keeps the answer as the session user', async () => {
    const { api, stores, values } = await loggedIn();
    const saving = updateAccount({ api, stores }, accountUpdate({ ...values, city: 'Potsdam' }));
    expect(stores.session.update).toBe('loading');
    expect(await saving).toBe(true);
    expect(stores.session.update).toBe('success');
    expect(stores.session.user?.city).toBe('Potsdam');
    expect(stores.session.fieldErrors).toEqual({});
  });

  it('keeps the server field errors by camelCase field when the e-mail is taken', async () => {
    const { api, stores, values } = await loggedIn();
    const ok = await updateAccount(
      { api, stores },
      accountUpdate({ ...values, email: 'neu@kurse.example', city: 'Potsdam' }),
    );
    expect(ok).toBe(false);
    expect(stores.session.update).toBe('failed');
    expect(stores.session.fieldErrors).toEqual({ email: { kind: 'taken' } });
    expect(stores.session.user?.email).toBe(demo.email);
    expect(stores.session.user?.city).not.toBe('Potsdam');
  });

  it('answers an emptied required field with its error, keyed postalCode', async () => {
    const { api, stores, values } = await loggedIn();
    expect(await updateAccount({ api, stores }, accountUpdate({ ...values, postalCode: '' }))).toBe(
      false,
    );
    expect(Object.keys(stores.session.fieldErrors)).toEqual(['postalCode']);
  });

  it('clears the field errors of an earlier failure when the next save works', async () => {
    const { api, stores, values } = await loggedIn();
    await updateAccount({ api, stores }, accountUpdate({ ...values, email: 'neu@kurse.example' }));
    expect(await updateAccount({ api, stores }, accountUpdate(values))).toBe(true);
    expect(stores.session.fieldErrors).toEqual({});
  });

  it('fails when nobody is logged in', async () => {
    const { api, stores } = harness();
    const values = accountValues({ id: 1, firstName: 'A', lastName: 'B', email: 'a@b.de' });
    expect(await updateAccount({ api, stores }, accountUpdate(values))).toBe(false);
    expect(stores.session.update).toBe('failed');
  });
});
