/**
 * Contract creation (transactions §2 New contract modal, §4 Contract, §7 POST
 * /customers/product_contracts/): the contract and the booking that pays for it. The contract
 * turns active when that booking is paid.
 */
import { contractSummary, isFreeBooking } from '@kurse/domain';
import { nextId } from '../context';
import type { MockContext } from '../context';
import { buildBooking } from '../bookings/build';
import { prepare } from '../bookings/payment';
import { RECORD_BOUND, appendBounded } from '../db/bounds';
import { createCustomer, userView } from '../db/customers';
import { findEvent, providerById, providerRef, publicCourse } from '../db/lookup';
import type { CustomerRecord, Schemas } from '../db/types';
import { addInterval } from './period';

/** What a checked request brings. */
export interface ContractParts {
  product: Schemas['Product'];
  event: Schemas['Event'] | null;
  items: { value: Schemas['BookingItemValueInput']; option: Schemas['BookingItemOption'] | null }[];
  participantName: string;
  customer: Partial<Schemas['CustomerInput']> | undefined;
  session: CustomerRecord | null;
  fingerprint: string;
}

/** Stores the contract and its booking; returns the contract. */
export function createContract(ctx: MockContext, p: ContractParts): Schemas['Contract'] {
  const now = ctx.now();
  const found = findEvent(ctx.db, p.event?.id);
  const providerId = p.product.provider?.id ?? found?.record.providerId;
  const provider = providerId === undefined ? undefined : providerById(ctx.db, providerId);
  const c = p.customer;
  const account =
    p.session ??
    createCustomer(ctx, {
      ...c,
      firstName: c?.firstName ?? '',
      lastName: c?.lastName ?? '',
      email: c?.email ?? '',
      password: c?.password ?? '',
    });
  const contractId = nextId(ctx);
  const summary = contractSummary(
    p.product,
    p.items.map((i) => ({ price: i.option?.price ?? 0, quantity: i.value.quantity ?? 1 })),
  );
  const records = found && provider ? { course: found.record, provider } : null;
  const ref = provider ? providerRef(provider.provider) : (p.product.provider ?? { slug: '' });
  let booking: Schemas['Contract']['booking'] = null;
  if (records && p.event) {
    const b = buildBooking(ctx, {
      ...records,
      event: p.event,
      option: null,
      names: [p.participantName],
      items: p.items,
      voucher: null,
      summary,
      user: userView(ctx.db, account),
      paymentMethod: account.paymentMethods[0] ?? null,
      note: null,
      questions: null,
    });
    b.productContract = {
      id: contractId,
      product: { id: p.product.id, name: p.product.name, typeOf: p.product.typeOf },
    };
    const record = { booking: b, customerId: account.user.id, deviceFingerprint: p.fingerprint };
    appendBounded(ctx.db.bookings, record, RECORD_BOUND);
    if (!isFreeBooking(b.costs)) prepare(ctx, record);
    booking = { id: b.id, provider: { slug: ref.slug } };
  }
  const periodEnd = addInterval(now, p.product.intervalType, p.product.intervalCount).toISOString();
  const contract: Schemas['Contract'] = {
    id: contractId,
    name: p.product.name,
    status: 'activated',
    active: false,
    createdAt: now.toISOString(),
    startedAt: null,
    currentPeriodStart: now.toISOString(),
    currentPeriodEnd: periodEnd,
    nextPeriodStart: periodEnd,
    period: 1,
    rates: p.product.periodCount ?? null,
    courses: found ? [publicCourse(found.record, { events: false })] : [],
    product: p.product,
    provider: ref,
    event: p.event,
    booking,
  };
  appendBounded(ctx.db.contracts, { contract, customerId: account.user.id }, RECORD_BOUND);
  return contract;
}
