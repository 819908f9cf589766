import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, harness, loadContext } from '../core/test';
import { contractRead } from './form/use-contract';
import { productRead } from './form/use-product';
import { contractConfirmRoute } from '.';

/** A route's load context over the demo backend (with its scenarios), and the cache it fills. */
function context(id: string, scenarios?: string[]) {
  const { api, stores } = harness({ scenarios });
  const { context: ctx, reads } = loadContext(
    api,
    { id },
    new URLSearchParams('from=%2Fschwimmschule-delfin'),
  );
  return { ctx, reads, api, stores };
}

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

describe('the new-contract route (transactions §2 New contract modal, §7 GET /products/{id})', () => {
  it('reads the product (no session needed) and is titled by its name', async () => {
    const { ctx, reads } = context('7001');
    const loaded = await contractConfirmRoute.load(ctx);
    expect(loaded.status).toBe(200);
    expect(reads.peek(productRead(7001))).toMatchObject({
      ok: true,
      data: { name: 'Seepferdchen-Kurs in 4 Raten' },
    });
    expect(contractConfirmRoute.head(loaded, LL)).toEqual({
      title: 'Seepferdchen-Kurs in 4 Raten',
    });
  });

  it('is not found for an unknown product and for an id that is no number', async () => {
    for (const id of ['9999', 'abc']) {
      const { ctx } = context(id);
      const loaded = await contractConfirmRoute.load(ctx);
      expect(loaded.status).toBe(404);
      expect(contractConfirmRoute.head(loaded, LL)).toEqual({ title: LL.errors.notFound.title() });
    }
  });

  it('keeps a server error as a failure (503), not as not found (§8 Contract errors)', async () => {
    const { ctx, reads } = context('7001', ['product-server-error']);
    const loaded = await contractConfirmRoute.load(ctx);
    expect(loaded.status).toBe(503);
    expect(reads.peek(productRead(7001))).toMatchObject({ ok: false, error: { status: 500 } });
    expect(contractConfirmRoute.head(loaded, LL)).toEqual({ title: LL.contracts.new.title() });
  });
});

describe('a contract of the customer (transactions §7 GET /customers/product_contracts/{id})', () => {
  it('is read with the session and kept under the customer, never for another', async () => {
    const { api, reads, stores } = context('30001');
    const login = await api.POST('/customers/login', {
      body: { customer: { email: DEMO.email, password: DEMO.password } },
    });
    expect(login.ok).toBe(true);
    const customer = login.ok ? (login.data as { id: number }).id : 0;
    expect(stores.session.token).not.toBeNull();
    expect(await reads.fetch(contractRead(30001, customer))).toMatchObject({
      ok: true,
      data: { id: 30001 },
    });
    expect(reads.peek(contractRead(30001, null))).toBeUndefined();
    expect(reads.peek(contractRead(30001, customer + 1))).toBeUndefined();
  });
});
