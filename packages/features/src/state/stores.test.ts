import { describe, expect, it } from 'vitest';
import { defaultSearchFilters } from '@kurse/domain';
import { createStores } from './stores';
import type { PersistStorage } from './persist';

/** A Web Storage stand-in that can also fail like a blocked one. */
function memoryStorage(
  entries: Record<string, string> = {},
  failing = false,
): PersistStorage & {
  entries: Record<string, string>;
} {
  const guard = () => {
    if (failing) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    entries,
    getItem: (key) => (guard(), entries[key] ?? null),
    setItem: (key, value) => {
      guard();
      entries[key] = value;
    },
    removeItem: (key) => {
      guard();
      Reflect.deleteProperty(entries, key);
    },
  };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const now = new Date('2026-11-23T12:00:00+01:00');

describe('createStores — persistence (discovery §4 Persisted)', () => {
  it('starts from the defaults with nothing stored', () => {
    const stores = createStores({ storage: memoryStorage() });
    expect(stores.ui.viewMode).toBe('card');
    expect(stores.session.token).toBeNull();
    expect(stores.search.filters.ageGroups).toEqual(['baby', 'child', 'parents']);
    expect(stores.search.filters.bookable).toBe(true);
  });

  it('keeps interface state, session, provider, waiting list, search and visits across a reload', async () => {
    const storage = memoryStorage();
    const first = createStores({ storage });
    first.ui.viewMode = 'list';
    first.session.token = 'tok_1';
    first.session.user = {
      id: 7,
      firstName: 'Mia',
      lastName: 'Schulz',
      email: 'mia@example.org',
    } as never;
    first.provider.current = { id: 1, slug: 'schwimmschule-seepferdchen' } as never;
    first.waitingList.applications = [{ eventId: 1171, name: 'Mia' } as never];
    first.search.filters = { ...first.search.filters, ageGroups: ['baby'], radius: 10 };
    first.visits.providers = [{ id: 1, slug: 'a', name: 'A', logo: null, time: 1 }];
    await flush();
    const second = createStores({ storage });
    expect(second.ui.viewMode).toBe('list');
    expect(second.session.token).toBe('tok_1');
    expect(second.session.user?.firstName).toBe('Mia');
    expect(second.provider.current?.slug).toBe('schwimmschule-seepferdchen');
    expect(second.waitingList.applications).toHaveLength(1);
    expect(second.search.filters.ageGroups).toEqual(['baby']);
    expect(second.search.filters.radius).toBe(10);
    expect(second.visits.providers[0]?.slug).toBe('a');
  });

  it('drops the session from storage when the token is cleared', async () => {
    const storage = memoryStorage();
    const stores = createStores({ storage });
    stores.session.token = 'tok_1';
    await flush();
    expect(storage.entries['kurse.session']).toBeDefined();
    stores.session.token = null;
    await flush();
    expect(storage.entries['kurse.session']).toBeUndefined();
  });

  it('ignores corrupted, foreign and future values instead of crashing', () => {
    const storage = memoryStorage({
      'kurse.interface': '{not json',
      'kurse.session': JSON.stringify({ v: 1, data: { token: 42 } }),
      'kurse.provider': JSON.stringify({ v: 1, data: 'nope' }),
      'kurse.waitingList': JSON.stringify({ v: 1, data: { a: 1 } }),
      'kurse.search': JSON.stringify({ v: 99, data: { radius: 5 } }),
      'kurse.visits': 'null',
    });
    const stores = createStores({ storage });
    expect(stores.ui.viewMode).toBe('card');
    expect(stores.session.token).toBeNull();
    expect(stores.provider.current).toBeNull();
    expect(stores.waitingList.applications).toEqual([]);
    expect(stores.search.filters).toEqual(defaultSearchFilters());
    expect(stores.visits.providers).toEqual([]);
  });

  it('migrates unversioned search filters and drops the former age group toddler', () => {
    const storage = memoryStorage({
      'kurse.search': JSON.stringify({ ageGroups: ['toddler', 'child'], bookable: false }),
    });
    const stores = createStores({ storage });
    expect(stores.search.filters.ageGroups).toEqual(['child']);
    expect(stores.search.filters.bookable).toBe(false);
  });

  it('works on a storage that throws (private mode): state lives in memory', async () => {
    const stores = createStores({ storage: memoryStorage({}, true) });
    stores.ui.viewMode = 'list';
    await flush();
    expect(stores.ui.viewMode).toBe('list');
  });
});

describe('current booking restore (transactions §4: created or pending, at most 5 hours)', () => {
  const stored = (status: string, createdAt: string) =>
    memoryStorage({
      'kurse.currentBooking': JSON.stringify({ v: 1, data: { id: 5, status, createdAt } }),
    });
  it('restores a pending booking of 4 h 59 min and exactly 5 h', () => {
    const at = (iso: string) => createStores({ storage: stored('pending', iso), now: () => now });
    expect(at('2026-11-23T07:01:00+01:00').booking.current?.id).toBe(5);
    expect(at('2026-11-23T07:00:00+01:00').booking.current?.id).toBe(5);
  });
  it('drops one older than 5 hours, and a paid one', () => {
    const late = createStores({
      storage: stored('created', '2026-11-23T06:59:00+01:00'),
      now: () => now,
    });
    expect(late.booking.current).toBeNull();
    const paid = createStores({
      storage: stored('paid', '2026-11-23T11:00:00+01:00'),
      now: () => now,
    });
    expect(paid.booking.current).toBeNull();
  });
});
