import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import type { Schemas } from '../db/types';

describe('provider reads (discovery §2 Provider page, §7)', () => {
  it('loads a provider by id or slug, case-insensitively, with derived flags', async () => {
    const api = tinyApi();
    const bySlug = await call<Schemas['Provider']>(api, 'GET', '/api/providers/WasserRatten');
    expect(bySlug.body).toMatchObject({
      id: 1,
      hasTerms: true,
      hasPrivacyPolicy: false,
      postCount: 1,
      paypalClientId: 'paypal-demo',
    });
    expect((await call(api, 'GET', '/api/providers/1')).status).toBe(200);
    expect((await call(api, 'GET', '/api/providers/nobody')).status).toBe(404);
  });

  it('finds a provider preview by its address, else 404 (400 without url)', async () => {
    const api = tinyApi();
    const hit = await call(
      api,
      'GET',
      '/api/providers/preview?url=HTTPS://www.wasserratten.example/',
    );
    expect(hit.body).toMatchObject({ slug: 'wasserratten' });
    expect((await call(api, 'GET', '/api/providers/preview?url=elsewhere.example')).status).toBe(
      404,
    );
    expect((await call(api, 'GET', '/api/providers/preview')).status).toBe(400);
  });

  it('answers recommendations as search-result entries', async () => {
    const api = tinyApi();
    const provider = await call<{ recommendations: Schemas['Recommendation'][] }>(
      api,
      'GET',
      '/api/providers/1/recommendations',
    );
    expect(provider.body.recommendations).toEqual([
      expect.objectContaining({ modelName: 'course', id: 100 }),
    ]);
    expect(provider.body.recommendations[0]).not.toHaveProperty('events');
    const course = await call<{ recommendations: Schemas['Recommendation'][] }>(
      api,
      'GET',
      '/api/courses/100/recommendations',
    );
    expect(course.body.recommendations).toEqual([
      expect.objectContaining({ modelName: 'provider', id: 2 }),
    ]);
    expect((await call(api, 'GET', '/api/courses/9/recommendations')).status).toBe(404);
    expect((await call(api, 'GET', '/api/providers/x/recommendations')).status).toBe(404);
  });

  it('answers terms and privacy texts where they exist', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/providers/1/terms')).body).toEqual({ terms: 'AGB' });
    expect((await call(api, 'GET', '/api/providers/1/privacy_policy')).status).toBe(404);
    expect((await call(api, 'GET', '/api/providers/2/terms')).status).toBe(404);
    expect((await call(api, 'GET', '/api/privacy_policy')).body).toEqual({
      privacyPolicy: 'Datenschutz',
    });
    expect((await call(api, 'GET', '/api/terms')).body).toEqual({
      terms: 'Allgemeine Geschäftsbedingungen',
    });
  });
});

describe('posts (transactions §2 Blog)', () => {
  it('lists only published posts, newest first, and loads one by slug', async () => {
    const api = tinyApi();
    const list = await call<Schemas['PostList']>(api, 'GET', '/api/providers/wasserratten/posts');
    expect(list.body.posts.map((p) => p.slug)).toEqual(['hallo']);
    expect((await call(api, 'GET', '/api/posts?provider_id=1')).body).toEqual(list.body);
    expect((await call(api, 'GET', '/api/providers/1/posts/HALLO')).body).toMatchObject({ id: 1 });
    expect((await call(api, 'GET', '/api/providers/1/posts/bald')).status).toBe(404);
    expect((await call(api, 'GET', '/api/posts')).status).toBe(404);
  });
});

describe('courses (discovery §2 Course and event pages)', () => {
  it('lists a provider course with events, hidden ones only with the access token', async () => {
    const api = tinyApi();
    const list = await call<{ courses: Schemas['Course'][] }>(
      api,
      'GET',
      '/api/courses?provider_id=wasserratten',
    );
    expect(list.body.courses.map((c) => c.id)).toEqual([100, 101, 102]);
    expect(list.body.courses[2]?.events).toEqual([]);
    const secret = await call<Schemas['Course']>(api, 'GET', '/api/courses/102?token=course-102');
    expect(secret.body.events?.map((e) => e.id)).toEqual([15]);
    const wrong = await call<Schemas['Course']>(api, 'GET', '/api/courses/102?token=nope');
    expect(wrong.body.events).toEqual([]);
    expect((await call(api, 'GET', '/api/courses/1')).status).toBe(404);
    expect((await call(api, 'GET', '/api/courses?provider_id=nobody')).status).toBe(404);
  });
});

describe('franchises (discovery §2 Franchise pages)', () => {
  it('loads the franchise and its providers', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/franchises/5')).body).toMatchObject({
      slug: 'babyschwimmen',
    });
    const providers = await call<{ providers: Schemas['Provider'][] }>(
      api,
      'GET',
      '/api/franchises/babyschwimmen/providers',
    );
    expect(providers.body.providers.map((p) => p.id)).toEqual([1]);
    expect((await call(api, 'GET', '/api/franchises/nope')).status).toBe(404);
    expect((await call(api, 'GET', '/api/franchises/nope/providers')).status).toBe(404);
  });
});
