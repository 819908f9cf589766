import { FIXTURES } from '@kurse/api-mock';
import { messagesFor } from '@kurse/i18n';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lookupVoucher } from './booking';
import { createContract } from './contracts';
import { login, restoreSession, signup } from './core';
import { harness } from './core/test';
import {
  applicationsShape,
  assistantAnswerShape,
  locationSearchShape,
  privacyPolicyShape,
  ratingsShape,
  recommendationsShape,
  termsShape,
  voucherShape,
} from './core';

const LL = messagesFor('de');
const demo = { email: 'demo@kurse.example', password: 'kurse-demo' };
const FAULTS = ['answer-empty', 'answer-wrong-shape'] as const;

describe('the shapes of the parts fit the demo backend’s answers (discovery §7, transactions §7)', () => {
  const { mock } = harness();
  const answer = async (path: string, init: RequestInit = {}) => {
    const response = await mock.fetch(`http://kurse.test/api${path}`, init);
    expect(response.status, path).toBe(200);
    return response.json() as Promise<unknown>;
  };

  it('recommendations, ratings, texts, map search, assistant, voucher and applications', async () => {
    expect(v.is(recommendationsShape, await answer('/providers/1/recommendations'))).toBe(true);
    expect(v.is(recommendationsShape, await answer('/courses/101/recommendations'))).toBe(true);
    expect(v.is(ratingsShape, await answer('/providers/1'))).toBe(true);
    expect(v.is(ratingsShape, await answer('/courses/101'))).toBe(true);
    expect(v.is(termsShape, await answer('/providers/1/terms'))).toBe(true);
    expect(v.is(privacyPolicyShape, await answer('/providers/1/privacy_policy'))).toBe(true);
    const near = '/search/locations/?lat=52.52&lng=13.405&radius=250&per_page=100';
    expect(v.is(locationSearchShape, await answer(near))).toBe(true);
    const assistant = await answer('/search/text', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text_search: { query: 'Schwimmen in Berlin', locale: 'de' } }),
    });
    expect(v.is(assistantAnswerShape, assistant)).toBe(true);
    const code = btoa('SOMMER10');
    expect(v.is(voucherShape, await answer(`/providers/1/courses/103/vouchers/${code}`))).toBe(
      true,
    );
    const applications = await answer('/customers/applications', {
      headers: { authorization: 'demo-session-token' },
    });
    expect(v.is(applicationsShape, applications)).toBe(true);
  });

  it('reject an empty body and a wrong shape', () => {
    const shapes = [
      recommendationsShape,
      ratingsShape,
      termsShape,
      privacyPolicyShape,
      locationSearchShape,
      assistantAnswerShape,
      voucherShape,
      applicationsShape,
    ];
    for (const shape of shapes) {
      expect(v.is(shape, undefined)).toBe(false);
      expect(v.is(shape, { id: 'not-a-number', name: 42, results: 'none', data: null })).toBe(
        false,
      );
    }
  });
});

describe.each(FAULTS)(
  '%s: the forms end in their error (discovery §8, transactions §8)',
  (fault) => {
    it('login fails and stores no one', async () => {
      const { api, stores } = harness({ scenarios: [fault] });
      expect(await login({ api, stores }, demo)).toBe('failed');
      expect(stores.session.login).toBe('failed');
      expect(stores.session.loginFailure).toBe('unavailable');
      expect(stores.session.user).toBeNull();
    });

    it('sign-up fails and stores no one', async () => {
      const { api, stores } = harness({ scenarios: [fault] });
      const customer = {
        firstName: 'Mia',
        lastName: 'Schmidt',
        email: 'mia.neu@example.org',
        password: 'geheim-1234',
      };
      expect(await signup({ api, stores }, customer)).toBe(false);
      expect(stores.session.signup).toBe('failed');
      expect(stores.session.user).toBeNull();
    });

    it('the session check on start forgets the stored session', async () => {
      const { api, stores } = harness({ scenarios: [fault] });
      stores.session.token = 'demo-session-token';
      await restoreSession({ api, stores });
      expect(stores.session.user).toBeNull();
      expect(stores.session.token).toBeNull();
    });

    it('the voucher check gives the unknown error', async () => {
      const { api } = harness({ scenarios: [fault] });
      expect(await lookupVoucher(api, { providerId: 1, courseId: 103 }, 'SOMMER10')).toEqual({
        ok: false,
        errorCode: 'unknown_error',
      });
    });

    it('a new contract gives the unknown error', async () => {
      const { api } = harness({ scenarios: [fault] });
      const outcome = await createContract(api, LL, {
        productContract: {
          productId: FIXTURES.products.plan.id,
          participantName: 'Mia Schmidt',
          eventId: null,
          password: null,
          bookingItemValuesAttributes: [],
        },
        customer: null,
      } as unknown as Parameters<typeof createContract>[2]);
      expect(outcome).toMatchObject({
        ok: false,
        kind: 'failed',
        alert: LL.contracts.errors.unknown(),
      });
    });
  },
);
