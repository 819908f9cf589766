/** Product contracts of the customer and products (transactions §2, §4 Contract, §7, §8). */
import { checkContract } from '../contracts/checks';
import { createContract } from '../contracts/create';
import { toId } from '../db/lookup';
import type { Schemas } from '../db/types';
import { created, fail, notFound, ok, unauthorized } from '../http/replies';
import { route } from '../http/route';

/** Routes of contracts and products. */
export const contractRoutes = [
  route('listContracts', '/customers/product_contracts', 'get', ({ ctx, session }) => {
    if (!session) return unauthorized();
    const own = ctx.db.contracts.filter((c) => c.customerId === session.user.id);
    return ok({ productContracts: own.map((c) => c.contract) });
  }),
  route('createContract', '/customers/product_contracts/', 'post', (r) => {
    if (r.tokenSent && !r.session) return unauthorized();
    const input = r.body?.productContract;
    const product = r.ctx.db.products.find((p) => p.id === input?.productId);
    if (!input || !product) return notFound('Product not found');
    const check = checkContract(r.ctx, product, input, r.body?.customer, r.session);
    if (!check.ok && check.wrongPassword) return fail(401, 'Wrong password.', 'wrong_password');
    if (!check.ok) {
      const body: Schemas['ContractValidationError'] = {
        status: 422,
        message: 'Please check your details.',
        productContract: check.productContract,
      };
      if (Object.keys(check.customer).length) body.customer = check.customer;
      return { status: 422 as const, body };
    }
    const contract = createContract(r.ctx, {
      product,
      event: check.event,
      items: check.items,
      participantName: (input.participantName ?? '').trim(),
      customer: r.body?.customer,
      session: r.session,
      fingerprint: r.fingerprint,
    });
    return created(contract);
  }),
  route('getContract', '/customers/product_contracts/{id}', 'get', ({ ctx, params, session }) => {
    if (!session) return unauthorized();
    const id = toId(params.id);
    const own = ctx.db.contracts.find(
      (c) => c.contract.id === id && c.customerId === session.user.id,
    );
    return own ? ok(own.contract) : notFound('Contract not found');
  }),
  route(
    'cancelContract',
    '/customers/product_contracts/{id}',
    'delete',
    ({ ctx, params, session }) => {
      if (!session) return unauthorized();
      const id = toId(params.id);
      const own = ctx.db.contracts.find(
        (c) => c.contract.id === id && c.customerId === session.user.id,
      );
      if (!own) return notFound('Contract not found');
      const c = own.contract;
      if (c.status !== 'activated') return fail(409, 'The contract is not running.', 'wrong_state');
      const now = ctx.now().toISOString();
      c.status = 'canceled';
      c.canceledAt = now;
      c.cancelAt = c.currentPeriodEnd ?? now;
      c.cancelsAt = c.cancelAt;
      return ok(c);
    },
  ),
];
