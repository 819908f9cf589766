import { describe, expect, it } from 'vitest';
import { defaultSearchFilters } from '@kurse/domain';
import { createStores, restoreStores } from './stores';
import { fingerprintStore, readSlot, trackingSlot } from './index';
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
    first.session.user = { id: 7, firstName: 'Mia', lastName: 'Schulz', email: 'mia@example.org' };
    first.provider.current = {
      id: 1,
      slug: 'schwimmschule-seepferdchen',
      name: 'Schwimmschule Seepferdchen',
      template: 'standard',
    };
    first.waitingList.applications = [
      { eventId: 1171, name: 'Mia', email: 'mia@example.org', participantCount: 1 },
    ];
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
      'kurse.currentBooking': JSON.stringify({
        v: 1,
        data: { id: 5, status, createdAt, costs: 0 },
      }),
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

describe('restored storage is read by shape (every slot; bad entries dropped, never trusted)', () => {
  const envelope = (data: unknown) => JSON.stringify({ v: 1, data });
  const visit = { id: 1, slug: 'a', name: 'A', logo: null, time: 1 };

  it('drops a visit whose name is not a string and keeps the others', () => {
    const storage = memoryStorage({
      'kurse.visits': envelope([{ ...visit, id: 2, name: { de: 'B' } }, visit, 'x', null]),
    });
    expect(createStores({ storage }).visits.providers).toEqual([visit]);
    expect(JSON.parse(storage.entries['kurse.visits'] ?? '')).toEqual({ v: 1, data: [visit] });
  });

  it('drops a wrongly shaped value of every slot and removes it from storage', () => {
    const storage = memoryStorage({
      'kurse.interface': envelope({ viewMode: 'grid' }),
      'kurse.session': envelope({ token: 'tok\r\nX-Evil: 1', user: null }),
      'kurse.provider': envelope({ id: 1, slug: 'schwimmschule-seepferdchen', name: 42 }),
      'kurse.waitingList': envelope('nope'),
      'kurse.visits': envelope({ 0: visit }),
      'kurse.currentBooking': envelope({ id: 5, status: 'created', createdAt: 1, costs: 0 }),
    });
    const stores = createStores({ storage, now: () => now });
    expect(stores.ui.viewMode).toBe('card');
    expect(stores.session.token).toBeNull();
    expect(stores.provider.current).toBeNull();
    expect(stores.waitingList.applications).toEqual([]);
    expect(stores.visits.providers).toEqual([]);
    expect(stores.booking.current).toBeNull();
    expect(Object.keys(storage.entries)).toEqual([]);
  });

  it('rejects a provider whose nested parts do not fit (a franchise without slug, an address as text)', () => {
    const provider = { id: 1, slug: 's', name: 'S' };
    const read = (data: object) =>
      createStores({ storage: memoryStorage({ 'kurse.provider': envelope(data) }) }).provider
        .current;
    expect(read({ ...provider, franchises: [{ name: 'F' }] })).toBeNull();
    expect(read({ ...provider, address: 'Kastanienallee 12' })).toBeNull();
    expect(read({ ...provider, franchises: [{ slug: 'f' }], address: null })?.slug).toBe('s');
  });

  it('keeps the session token but drops a user that does not fit the contract', () => {
    const storage = memoryStorage({
      'kurse.session': envelope({ token: 'Bearer tok_1', user: { id: 7, firstName: 7 } }),
    });
    const stores = createStores({ storage });
    expect(stores.session.token).toBe('Bearer tok_1');
    expect(stores.session.user).toBeNull();
  });

  it('keeps the valid entries of the waiting list and the view log', () => {
    const application = {
      eventId: 1171,
      name: 'Mia',
      email: 'mia@example.org',
      participantCount: 1,
    };
    const storage = memoryStorage({
      'kurse.waitingList': envelope([application, { eventId: '1171' }]),
      'kurse.tracking': envelope({ 'c:1': 5, 'c:2': 'soon' }),
    });
    expect(createStores({ storage }).waitingList.applications).toEqual([application]);
    expect(readSlot(storage, trackingSlot)).toEqual({ 'c:1': 5 });
  });

  it('ignores a value written by a newer version without removing it', () => {
    const storage = memoryStorage({ 'kurse.visits': JSON.stringify({ v: 2, data: 'later' }) });
    expect(createStores({ storage }).visits.providers).toEqual([]);
    expect(storage.entries['kurse.visits']).toBeDefined();
  });
});

describe('fingerprintStore (discovery §6: sent as a header)', () => {
  it.each([
    ['emoji', 'fp_😀'],
    ['line break', 'fp_1\r\nX: y'],
    ['space at the end', 'fp_1 '],
  ])('drops a stored fingerprint with %s instead of sending it', (_case, value) => {
    const storage = memoryStorage({ 'kurse.fingerprint': value });
    const store = fingerprintStore(storage, 'kurse.fingerprint');
    expect(store.get()).toBeNull();
    expect(storage.entries['kurse.fingerprint']).toBeUndefined();
  });
  it('keeps a valid one and never stores an invalid one', () => {
    const storage = memoryStorage({ 'kurse.fingerprint': 'fp_17640000001' });
    const store = fingerprintStore(storage, 'kurse.fingerprint');
    expect(store.get()).toBe('fp_17640000001');
    store.set('fp_\n2');
    expect(store.get()).toBeNull();
  });
});

describe('deferred stores: a page the server rendered, taken over by the client', () => {
  const envelope = (data: unknown) => JSON.stringify({ v: 1, data });
  const stored = { id: 1, slug: 'a', name: 'A', logo: null, time: 1 };
  const user = { id: 7, email: 'julia@example.org', firstName: 'Julia', lastName: 'Neumann' };

  it('start as the server did, write nothing, then take the storage over and keep what the page set', async () => {
    const storage = memoryStorage({
      'kurse.visits': envelope([stored]),
      'kurse.interface': envelope({ viewMode: 'list' }),
    });
    const before = { ...storage.entries };
    const stores = createStores({ storage, now: () => now, deferred: true });
    // What the server rendered with: the defaults.
    expect(stores.ui.viewMode).toBe('card');
    expect(stores.visits.providers).toEqual([]);
    // The page remembers its visit before the storage is read: nothing is written over it yet.
    const page = { id: 2, slug: 'b', name: 'B', logo: null, time: 2 };
    stores.visits.providers = [page];
    await flush();
    expect(storage.entries).toEqual(before);

    restoreStores(stores, { storage, now: () => now });
    expect(stores.ui.viewMode).toBe('list');
    expect(stores.visits.providers).toEqual([page, stored]);
    // What the page set is written at once, and later changes are persisted as usual.
    expect(JSON.parse(storage.entries['kurse.visits'] ?? '')).toEqual({
      v: 1,
      data: [page, stored],
    });
    stores.ui.viewMode = 'card';
    await flush();
    expect(JSON.parse(storage.entries['kurse.interface'] ?? '')).toEqual({
      v: 1,
      data: { viewMode: 'card' },
    });
  });

  it('restores the stored session only when told', () => {
    const storage = memoryStorage({
      'kurse.session': envelope({ token: 'tok', user }),
    });
    const stores = createStores({ storage, now: () => now, deferred: true });
    expect(stores.session.token).toBeNull();
    restoreStores(stores, { storage, now: () => now });
    expect(stores.session.token).toBe('tok');
  });
});
