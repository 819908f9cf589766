import { describe, expect, it } from 'vitest';
import { selectGateway } from './select-gateway';

describe('selectGateway (transactions §2, §4)', () => {
  it('chooses Stripe for a configured public key', () => {
    expect(selectGateway({ stripePublicKey: 'pk_test_51Kurse' }).id).toBe('stripe');
    expect(selectGateway({ stripePublicKey: '  pk_live_51Kurse ' }).id).toBe('stripe');
  });

  it('chooses the demo without a key, for a blank one too', () => {
    expect(selectGateway({}).id).toBe('demo');
    expect(selectGateway({ stripePublicKey: null }).id).toBe('demo');
    expect(selectGateway({ stripePublicKey: '  ' }).id).toBe('demo');
  });
});
