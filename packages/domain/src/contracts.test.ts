import { describe, expect, it } from 'vitest';
import {
  CONTRACT_CANCELLATION_ENABLED,
  DESCRIPTION_READ_MORE_THRESHOLD,
  chooseContractEvent,
  contractBadge,
  contractCloseTarget,
  contractDateLine,
  contractEventNames,
  contractStatusDisplay,
  needsReadMore,
  productTotalCost,
  showsInvoiceAnchor,
  showsOtherEvents,
  showsTotalCost,
  sortContracts,
} from './contracts';

describe('contract status and badge', () => {
  it('maps statuses to display keys', () => {
    expect(contractStatusDisplay('activated')).toBe('running');
    expect(contractStatusDisplay('ended')).toBe('expired');
    expect(contractStatusDisplay('expired')).toBe('expired');
    expect(contractStatusDisplay('canceled')).toBe('canceled');
    expect(contractStatusDisplay('paused')).toBeNull();
  });
  it('gives plans an info badge', () => {
    expect(
      contractBadge({ active: true, status: 'activated', product: { typeOf: 'plan' } }),
    ).toEqual({ tone: 'info', label: 'plan' });
    expect(contractBadge({ active: false, status: 'ended', product: { typeOf: 'plan' } })).toEqual({
      tone: 'info',
      label: 'plan',
    });
  });
  it('shows the status of active contracts, warning when canceled or cancelAt is set', () => {
    const sub = { typeOf: 'subscription' };
    expect(contractBadge({ active: true, status: 'activated', product: sub })).toEqual({
      tone: 'success',
      label: 'running',
    });
    expect(contractBadge({ active: true, status: 'canceled', product: sub })).toEqual({
      tone: 'warning',
      label: 'canceled',
    });
    expect(contractBadge({ active: true, status: 'activated', cancelAt: '2026-06-01' })).toEqual({
      tone: 'warning',
      label: 'running',
    });
    expect(contractBadge({ active: true, status: 'paused', cancelAt: null })).toEqual({
      tone: 'success',
      label: 'running',
    });
  });
  it('shows inactive contracts as expired', () => {
    expect(contractBadge({ active: false, status: 'activated' })).toEqual({
      tone: 'secondary',
      label: 'expired',
    });
  });
  it('keeps cancellation switched off', () => {
    expect(CONTRACT_CANCELLATION_ENABLED).toBe(false);
  });
});

describe('contract list', () => {
  it('sorts oldest first', () => {
    const list = [
      { id: 2, createdAt: '2026-02-01T00:00:00Z' },
      { id: 1, createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect(sortContracts(list).map((c) => c.id)).toEqual([1, 2]);
  });
  it('shows end before cancel before next period', () => {
    const all = {
      endsAt: 'E',
      endedAt: 'ED',
      cancelAt: 'C',
      canceledAt: 'CD',
      currentPeriodEnd: 'N',
    };
    expect(contractDateLine(all)).toEqual({ kind: 'end', date: 'E' });
    expect(contractDateLine({ ...all, endsAt: null })).toEqual({ kind: 'end', date: 'ED' });
    expect(contractDateLine({ ...all, endsAt: null, endedAt: null })).toEqual({
      kind: 'cancel',
      date: 'C',
    });
    expect(contractDateLine({ cancelsAt: 'CS', canceledAt: 'CD' })).toEqual({
      kind: 'cancel',
      date: 'CS',
    });
    expect(contractDateLine({ canceledAt: 'CD', currentPeriodEnd: 'N' })).toEqual({
      kind: 'cancel',
      date: 'CD',
    });
    expect(contractDateLine({ currentPeriodEnd: 'N' })).toEqual({ kind: 'nextPeriod', date: 'N' });
    expect(contractDateLine({})).toBeNull();
  });
});

describe('new contract modal', () => {
  const events = [{ id: 7 }, { id: 8 }];
  it('chooses the event from the query, else the first', () => {
    expect(chooseContractEvent(events, '8')).toEqual({ id: 8 });
    expect(chooseContractEvent(events, 8)).toEqual({ id: 8 });
    expect(chooseContractEvent(events, '9')).toEqual({ id: 7 });
    expect(chooseContractEvent(events, null)).toEqual({ id: 7 });
    expect(chooseContractEvent([], '8')).toBeNull();
  });
  it('shows the invoice anchor unless it is start_date', () => {
    expect(showsInvoiceAnchor('start_date')).toBe(false);
    expect(showsInvoiceAnchor('beginning_of_period')).toBe(true);
    expect(showsInvoiceAnchor(null)).toBe(false);
  });
  it('shows other events only for non-eventOnly products with more than one event', () => {
    expect(showsOtherEvents({ eventOnly: false, events: [1, 2] })).toBe(true);
    expect(showsOtherEvents({ eventOnly: false, events: [1] })).toBe(false);
    expect(showsOtherEvents({ eventOnly: true, events: [1, 2] })).toBe(false);
  });
  it('shows the total cost for plans', () => {
    expect(showsTotalCost({ typeOf: 'plan' })).toBe(true);
    expect(showsTotalCost({ typeOf: 'membership' })).toBe(false);
  });
  it('offers read-more above 200 characters', () => {
    expect(DESCRIPTION_READ_MORE_THRESHOLD).toBe(200);
    expect(needsReadMore('a'.repeat(200))).toBe(false);
    expect(needsReadMore('a'.repeat(201))).toBe(true);
    expect(needsReadMore(null)).toBe(false);
  });
  it('closes to the from path, else the first course, else the provider', () => {
    const withCourse = [{ course: { id: 3 } }];
    expect(contractCloseTarget({ from: '/yoga/courses/3', events: withCourse })).toEqual({
      kind: 'from',
      path: '/yoga/courses/3',
    });
    expect(contractCloseTarget({ from: null, events: withCourse })).toEqual({
      kind: 'course',
      courseId: 3,
    });
    expect(contractCloseTarget({ events: [{ course: null }] })).toEqual({ kind: 'provider' });
    expect(contractCloseTarget({})).toEqual({ kind: 'provider' });
  });
  it("takes the courseId query as the first event's course when the events do not name it", () => {
    expect(contractCloseTarget({ events: [{}], courseId: '103' })).toEqual({
      kind: 'course',
      courseId: '103',
    });
    expect(contractCloseTarget({ events: [{ course: { id: 3 } }], courseId: '103' })).toEqual({
      kind: 'course',
      courseId: 3,
    });
    expect(contractCloseTarget({ from: '/a/courses/1', courseId: '103' })).toEqual({
      kind: 'from',
      path: '/a/courses/1',
    });
    expect(contractCloseTarget({ courseId: '' })).toEqual({ kind: 'provider' });
    expect(contractCloseTarget({ courseId: null })).toEqual({ kind: 'provider' });
  });
  it('ignores a from value that leaves the site', () => {
    expect(contractCloseTarget({ from: 'https://evil.example' })).toEqual({ kind: 'provider' });
    expect(contractCloseTarget({ from: '//evil.example' })).toEqual({ kind: 'provider' });
    expect(contractCloseTarget({ from: '/\\evil.example' })).toEqual({ kind: 'provider' });
    // An encoded tab the browser drops would turn the path into `//host/x`.
    expect(contractCloseTarget({ from: '/%09/host/x', courseId: '103' })).toEqual({
      kind: 'course',
      courseId: '103',
    });
  });
});

describe('plan total cost', () => {
  it('is priceTotal when the product gives it', () => {
    expect(productTotalCost({ price: 4900, priceTotal: 19600, periodCount: 4 })).toBe(19600);
    expect(productTotalCost({ price: 4900, priceTotal: 0, periodCount: 4 })).toBe(0);
  });
  it('is price × periodCount otherwise, and unknown without a period count', () => {
    expect(productTotalCost({ price: 4900, priceTotal: null, periodCount: 4 })).toBe(19600);
    expect(productTotalCost({ price: 4900, periodCount: null })).toBeNull();
    expect(productTotalCost({ price: 4900 })).toBeNull();
  });
});

describe('contract event names', () => {
  it('lists the product events, without blanks or repeats', () => {
    const product = {
      events: [{ name: 'Montag' }, { name: ' ' }, { name: 'Mittwoch' }, { name: 'Montag' }],
    };
    expect(contractEventNames({ event: { name: 'Dienstag' }, product })).toEqual([
      'Montag',
      'Mittwoch',
    ]);
  });
  it('falls back to the contract event, or nothing', () => {
    expect(contractEventNames({ event: { name: 'Dienstag' }, product: { events: [] } })).toEqual([
      'Dienstag',
    ]);
    expect(contractEventNames({ event: null, product: null })).toEqual([]);
    expect(contractEventNames({})).toEqual([]);
  });
});
