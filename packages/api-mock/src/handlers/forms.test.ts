import { describe, expect, it } from 'vitest';
import { call, tinyApi } from '../../test/harness';
import { ANNA_TOKEN } from '../../test/tiny-db';
import type { Schemas } from '../db/types';

describe('waiting list (discovery §4 Waiting list, §5)', () => {
  const apply = (applicant: Record<string, unknown>, eventId = 12) => ({
    body: { eventId, applicant },
  });

  it('stores applications per user and event and lists them', async () => {
    const api = tinyApi();
    const created = await call<Schemas['Applicant']>(api, 'POST', '/api/providers/1/applicants', {
      token: ANNA_TOKEN,
      ...apply({ participantCount: 2 }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      eventId: 12,
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      participantCount: 2,
    });
    const list = await call<{ applications: Schemas['Applicant'][] }>(
      api,
      'GET',
      '/api/customers/applications',
      { token: ANNA_TOKEN },
    );
    expect(list.body.applications).toEqual([created.body]);
    const twice = await call(api, 'POST', '/api/providers/1/applicants', {
      token: ANNA_TOKEN,
      ...apply({ participantCount: 1 }),
    });
    expect(twice.body).toMatchObject({ errors: { eventId: ['has already been taken'] } });
  });

  it('checks guest fields with the domain validator', async () => {
    const api = tinyApi();
    const bad = await call(
      api,
      'POST',
      '/api/providers/1/applicants',
      apply({ name: '', email: 'x', participantCount: 0 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        name: ["can't be blank"],
        email: ['is invalid'],
        participantCount: ['must be between 1 and 1000'],
      },
    });
    const ok = await call(
      api,
      'POST',
      '/api/providers/1/applicants',
      apply({ name: 'Gina', email: 'g@example.org', participantCount: 1 }),
    );
    expect(ok.status).toBe(201);
    expect(api.db.applications.at(-1)?.customerId).toBeNull();
  });

  it('refuses an answer over 250 characters even when the event asks no question', async () => {
    const api = tinyApi();
    const long = { name: 'Gina', email: 'g@example.org', participantCount: 1 };
    const bad = await call(
      api,
      'POST',
      '/api/providers/1/applicants',
      apply({ ...long, answer: 'x'.repeat(251) }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { answer: ['is too long (maximum is 250 characters)'] },
    });
    expect(api.db.applications).toHaveLength(0);
  });

  it('answers 404 for unknown events or providers and 401 for an invalid token', async () => {
    const api = tinyApi();
    const body = apply({ name: 'G', email: 'g@example.org', participantCount: 1 });
    expect(
      (
        await call(api, 'POST', '/api/providers/1/applicants', {
          ...body,
          body: { ...body.body, eventId: 999 },
        })
      ).status,
    ).toBe(404);
    expect((await call(api, 'POST', '/api/providers/2/applicants', body)).status).toBe(404);
    expect(
      (await call(api, 'POST', '/api/providers/1/applicants', { ...body, token: 'Bearer nope' }))
        .status,
    ).toBe(401);
  });
});

describe('contact, leads, tracking and error reports (discovery §5, §7)', () => {
  it('records a valid contact message and splits the name', async () => {
    const api = tinyApi();
    const sent = await call(api, 'POST', '/api/providers/1/messages', {
      body: {
        subject: 'Frage',
        content: 'Hallo!',
        customer: { firstName: 'Gina Maria Gast', email: 'g@example.org' },
      },
    });
    expect(sent.status).toBe(204);
    expect(api.db.inbox.messages[0]).toMatchObject({
      providerId: 1,
      customer: { firstName: 'Gina', lastName: 'Maria Gast' },
    });
    const bad = await call(api, 'POST', '/api/providers/1/messages', {
      body: { content: 'x'.repeat(501), customer: { firstName: '', email: 'nope' } },
    });
    expect(bad.body).toMatchObject({
      errors: {
        content: ['is too long (maximum is 500 characters)'],
        firstName: ["can't be blank"],
        email: ['is invalid'],
      },
    });
    expect((await call(api, 'POST', '/api/providers/nobody/messages', { body: {} })).status).toBe(
      404,
    );
  });

  it('records leads with e-mail and url', async () => {
    const api = tinyApi();
    expect(
      (
        await call(api, 'POST', '/api/providers/lead', {
          body: { email: 'a@example.org', url: 'x.example' },
        })
      ).status,
    ).toBe(204);
    expect(api.db.inbox.leads).toEqual([{ name: null, email: 'a@example.org', url: 'x.example' }]);
    const bad = await call(api, 'POST', '/api/providers/lead', { body: { email: 'a', url: '' } });
    expect(bad.body).toMatchObject({ errors: { email: ['is invalid'], url: ["can't be blank"] } });
  });

  it('answers the 1×1 pixel and records the view', async () => {
    const api = tinyApi();
    const pixel = await call<Uint8Array>(api, 'GET', '/api/pixel.gif?c=100&ts=1767225600000');
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(new TextDecoder().decode(pixel.body.slice(0, 6))).toBe('GIF89a');
    expect(api.db.inbox.views).toEqual([{ kind: 'c', id: '100', ts: '2026-01-01T00:00:00.000Z' }]);
    expect((await call(api, 'GET', '/api/pixel.gif?p=wasserratten&ts=1')).status).toBe(200);
    expect((await call(api, 'GET', '/api/pixel.gif?c=1&p=x&ts=1')).status).toBe(400);
    expect((await call(api, 'GET', '/api/pixel.gif?c=abc&ts=1')).status).toBe(400);
    expect((await call(api, 'GET', '/api/pixel.gif?c=1')).status).toBe(400);
  });

  it('records click-outs and error reports', async () => {
    const api = tinyApi();
    expect((await call(api, 'GET', '/api/forwarded?slug=wasserratten')).status).toBe(204);
    expect((await call(api, 'GET', '/api/forwarded')).status).toBe(400);
    expect(api.db.inbox.forwarded).toEqual(['wasserratten']);
    expect(
      (await call(api, 'POST', '/api/err', { body: { message: 'Boom', data: { route: '/me' } } }))
        .status,
    ).toBe(204);
    expect((await call(api, 'POST', '/api/err', { body: { data: {} } })).status).toBe(400);
    expect(api.db.inbox.errorReports).toEqual([{ message: 'Boom', data: { route: '/me' } }]);
  });
});

describe('guest applications and the account (discovery §4 Waiting list, §6)', () => {
  it("never lists a guest's application in the account whose e-mail it names", async () => {
    const api = tinyApi();
    const guest = (email: string) =>
      call<Schemas['Applicant']>(api, 'POST', '/api/providers/1/applicants', {
        body: { eventId: 12, applicant: { name: 'Gast', email, participantCount: 1 } },
      });
    const stranger = await guest('Anna@Example.org');
    expect(stranger.status).toBe(201);
    expect(api.db.applications.at(-1)?.customerId).toBeNull();
    const lists = () =>
      call<{ applications: Schemas['Applicant'][] }>(api, 'GET', '/api/customers/applications', {
        token: ANNA_TOKEN,
      });
    expect((await lists()).body.applications).toEqual([]);
    // The account applies itself: not "already listed" because of the stranger's entry.
    const own = await call<Schemas['Applicant']>(api, 'POST', '/api/providers/1/applicants', {
      token: ANNA_TOKEN,
      body: { eventId: 12, applicant: { participantCount: 1 } },
    });
    expect(own.status).toBe(201);
    expect((await lists()).body.applications).toEqual([own.body]);
    // A second guest entry with that e-mail is refused as a duplicate of the first guest's.
    const twice = await guest('anna@example.org');
    expect(twice.body).toMatchObject({ errors: { eventId: ['has already been taken'] } });
  });
});
