import { describe, expect, it } from 'vitest';
import { demoIntentStatus, intentIdOf, returnUrlWithIntent } from './intent';

describe('intent id and demo status (transactions §2 Checkout redirect page)', () => {
  it('takes the part before _secret_', () => {
    expect(intentIdOf('pi_demo_4711_ab12_secret_demo')).toBe('pi_demo_4711_ab12');
    expect(intentIdOf('pi_3Nx_secret_Zy9')).toBe('pi_3Nx');
    expect(intentIdOf('pi_no_marker')).toBe('pi_no_marker');
  });

  it('answers succeeded unless the secret asks for processing or a failure', () => {
    expect(demoIntentStatus('pi_1_secret_demo')).toBe('succeeded');
    expect(demoIntentStatus('pi_1_pending_secret_demo')).toBe('processing');
    expect(demoIntentStatus('pi_1_secret_demo_failed')).toBe('requires_payment_method');
  });
});

describe('return URL after a redirect', () => {
  it('adds the intent, its secret and the redirect status to a relative URL', () => {
    expect(
      returnUrlWithIntent('/schwimmschule/checkout-redirect/81', 'pi_9_secret_demo', 'succeeded'),
    ).toBe(
      '/schwimmschule/checkout-redirect/81?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_demo&redirect_status=succeeded',
    );
  });

  it('keeps an absolute URL absolute with its own query and hash', () => {
    const url = new URL(
      returnUrlWithIntent(
        'https://kurse.example/a/checkout-redirect/5?lang=en#top',
        'pi_5_secret_x',
        'failed',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://kurse.example/a/checkout-redirect/5');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      payment_intent: 'pi_5',
      payment_intent_client_secret: 'pi_5_secret_x',
      redirect_status: 'failed',
    });
    expect(url.hash).toBe('#top');
  });
});
