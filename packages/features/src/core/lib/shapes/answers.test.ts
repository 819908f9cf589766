import { FIXTURES } from '@kurse/api-mock';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { harness } from '../../test';
import {
  contractListShape,
  courseListShape,
  courseShape,
  franchiseProvidersShape,
  franchiseShape,
  postListShape,
  productShape,
  scheduleShape,
  searchPageShape,
  bookingListShape,
} from './answers';
import { providerShape } from './provider';

const { mock } = harness();
const answer = async (path: string, token?: string) => {
  const response = await mock.fetch(`http://kurse.test/api${path}`, {
    headers: token ? { authorization: token } : {},
  });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<unknown>;
};

describe('the shapes the pages read fit the demo backend’s answers (transactions §3)', () => {
  it('providers, courses, posts, franchises, schedules, products and search', async () => {
    const provider = await answer('/providers/schwimmschule-seepferdchen');
    expect(v.is(providerShape, provider)).toBe(true);
    const list = await answer('/courses?provider_id=1');
    expect(v.is(courseListShape, list)).toBe(true);
    const first = (list as { courses: { id: number }[] }).courses[0];
    expect(v.is(courseShape, await answer(`/courses/${first?.id}`))).toBe(true);
    expect(v.is(postListShape, await answer('/providers/1/posts'))).toBe(true);
    const franchise = FIXTURES.franchises.manyLocations;
    expect(v.is(franchiseShape, await answer(`/franchises/${franchise.slug}`))).toBe(true);
    expect(
      v.is(franchiseProvidersShape, await answer(`/franchises/${franchise.id}/providers`)),
    ).toBe(true);
    expect(
      v.is(
        scheduleShape,
        await answer(
          `/franchises/${franchise.id}/schedule?start_date=2026-11-23&end_date=2026-12-06`,
        ),
      ),
    ).toBe(true);
    expect(v.is(productShape, await answer(`/products/${FIXTURES.products.plan.id}`))).toBe(true);
    expect(v.is(searchPageShape, await answer('/search/all/?term=Schwimmen'))).toBe(true);
  });

  it('the customer’s bookings and contracts', async () => {
    const token = 'demo-session-token';
    expect(v.is(bookingListShape, await answer('/customers/bookings', token))).toBe(true);
    expect(v.is(contractListShape, await answer('/customers/product_contracts', token))).toBe(true);
  });

  it('rejects an empty body and a wrong shape', () => {
    for (const shape of [courseShape, franchiseShape, scheduleShape, bookingListShape]) {
      expect(v.is(shape, null)).toBe(false);
      expect(v.is(shape, { unexpected: true })).toBe(false);
    }
  });
});
