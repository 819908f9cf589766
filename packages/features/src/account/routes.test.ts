import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, harness, loadContext } from '../core/test';
import { customerBookingsRead, customerContractsRead } from './profile/use-profile-data';
import { profileRoute } from '.';

/** The profile route's load context over the demo backend, and the cache it fills. */
function context(params: Record<string, string> = {}) {
  const { api, stores } = harness();
  const { context: ctx, reads } = loadContext(api, params, new URLSearchParams());
  return { ctx, reads, api, stores };
}

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

describe('the profile route (discovery §2 Customer profile; transactions §2 Profile tabs)', () => {
  it('reads nothing on the server (the tabs are the customer’s) and is titled "Mein Profil"', async () => {
    const addresses: Record<string, string>[] = [{}, { tab: 'bookings' }, { id: '30001' }];
    for (const params of addresses) {
      const { ctx, reads } = context(params);
      const loaded = await profileRoute.load();
      expect(loaded.status).toBe(200);
      expect(reads.snapshot()).toEqual({});
      expect(ctx.params).toEqual(params);
      expect(profileRoute.head(loaded, LL)).toEqual({ title: 'Mein Profil' });
    }
  });
});

describe('the customer’s lists (discovery §4 Logout: nothing personal is kept)', () => {
  it('are kept under the customer, read anew each time and forgotten by their path', async () => {
    const { api, reads } = context();
    const login = await api.POST('/customers/login', {
      body: { customer: { email: DEMO.email, password: DEMO.password } },
    });
    const customer = login.ok ? (login.data as { id: number }).id : 0;
    const bookings = customerBookingsRead(customer);
    const contracts = customerContractsRead(customer);
    expect(await reads.fetch(bookings)).toMatchObject({ ok: true });
    expect(await reads.fetch(contracts)).toMatchObject({ ok: true });
    const list = reads.peek(contracts);
    expect(list?.ok && list.data.productContracts.length).toBeGreaterThan(0);
    expect(reads.peek(customerBookingsRead(customer + 1))).toBeUndefined();
    // Never fresh: the next profile shown reads them again.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(reads.isStale(bookings)).toBe(true);
    reads.invalidate('/customers/product_contracts');
    expect(reads.peek(contracts)).toBeUndefined();
    expect(reads.peek(bookings)).toMatchObject({ ok: true });
  });
});
