import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';
import { createSeed } from './index';

const db = createSeed();

/** Every public entity of the seed with the component schema it must satisfy. */
const entities: [schema: string, label: string, value: unknown][] = [
  ...db.providers.map((r): [string, string, unknown] => [
    'Provider',
    `provider ${r.provider.id}`,
    r.provider,
  ]),
  ...db.franchises.map((f): [string, string, unknown] => ['Franchise', `franchise ${f.id}`, f]),
  ...db.courses.map((r): [string, string, unknown] => [
    'Course',
    `course ${r.course.id}`,
    r.course,
  ]),
  ...db.products.map((p): [string, string, unknown] => ['Product', `product ${p.id}`, p]),
  ...db.placements.map((p): [string, string, unknown] => ['Placement', `placement ${p.id}`, p]),
  ...db.posts.map((p): [string, string, unknown] => ['Post', `post ${p.post.id}`, p.post]),
  ...db.rooms.map((r): [string, string, unknown] => ['Room', `room ${r.room.id}`, r.room]),
  ...db.customers.map((c): [string, string, unknown] => ['User', `user ${c.user.id}`, c.user]),
  ...db.customers.flatMap((c) =>
    c.paymentMethods.map((m): [string, string, unknown] => ['PaymentMethod', m.id ?? '', m]),
  ),
  ...db.bookings.map((b): [string, string, unknown] => [
    'Booking',
    `booking ${b.booking.id}`,
    b.booking,
  ]),
  ...db.contracts.map((c): [string, string, unknown] => [
    'Contract',
    `contract ${c.contract.id}`,
    c.contract,
  ]),
  ...db.vouchers.map((v): [string, string, unknown] => ['Voucher', v.voucher.code, v.voucher]),
  ...db.applications.map((a): [string, string, unknown] => [
    'Applicant',
    `applicant ${a.applicant.id}`,
    a.applicant,
  ]),
];

describe('createSeed: contract shapes', () => {
  it('answers every public entity in a shape the contract accepts', async () => {
    const contract = await loadContract();
    const failures = entities
      .map(([schema, label, value]) => [label, contract.validateSchema(schema, value)] as const)
      .filter(([, errors]) => errors !== '');
    expect(failures).toEqual([]);
  });

  it('writes every date-time with an explicit offset', () => {
    const stamps = JSON.stringify(db).match(/"\d{4}-\d\d-\d\dT[^"]*"/g) ?? [];
    expect(stamps.length).toBeGreaterThan(100);
    for (const s of stamps) expect(s).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00"$/);
  });
});
