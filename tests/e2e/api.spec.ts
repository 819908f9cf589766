import { expect, test } from './test';

// The app server answers /api with the demo backend (npm start's embedded default).
test.describe('demo backend behind /api', () => {
  test('answers the contract JSON with the seed data', async ({ request }) => {
    const answer = await request.get('/api/providers/schwimmschule-seepferdchen');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/json');
    const provider = await answer.json();
    expect(provider).toMatchObject({
      slug: 'schwimmschule-seepferdchen',
      name: 'Schwimmschule Seepferdchen',
    });
  });

  test('forces a catalogue error by the scenario cookie', async ({ request }) => {
    const answer = await request.get('/api/providers/schwimmschule-seepferdchen', {
      headers: { cookie: 'kurse-scenario=provider-not-found' },
    });
    expect(answer.status()).toBe(404);
  });

  test('logs in the demo customer and reads the profile with the token', async ({ request }) => {
    const login = await request.post('/api/customers/login', {
      data: { customer: { email: 'demo@kurse.example', password: 'kurse-demo' } },
    });
    expect(login.status()).toBe(200);
    const token = login.headers()['authorization'];
    expect(token).toBeTruthy();
    const me = await request.get('/api/customers/me', { headers: { authorization: token ?? '' } });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'demo@kurse.example' });
  });
});
