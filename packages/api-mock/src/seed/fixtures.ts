/**
 * Named ids and slugs of the seed that demonstrate each case, for stories, tests and people.
 * Every entry has a one-line English `case`; `fixtures.test.ts` checks each id exists.
 */
import { ACCOUNT_FIXTURES } from './fixtures-accounts';
import { CATALOG_FIXTURES } from './fixtures-catalog';

export type { Fixture } from './fixture-type';

/** Fixtures grouped by entity (providers, courses, events, …, bookings, rooms, posts). */
export const FIXTURES = { ...CATALOG_FIXTURES, ...ACCOUNT_FIXTURES } as const;
