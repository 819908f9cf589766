/**
 * The seeded demo database: `createSeed()` builds a fresh `Db` with German-speaking providers in
 * DE, AT, CH and LU, franchises, courses of every kind, products, customers, bookings, contracts,
 * rooms, posts, placements and vouchers. Deterministic for a given `now`; every date is relative
 * to it, so the server passes the real time and events lie in the future.
 */
import type { Db } from '../db/types';
import { TOWNS } from '../db/towns';
import { buildApplications } from './applications';
import { attachUsers, buildBookings } from './bookings';
import { buildContracts } from './contracts';
import { buildCourses } from './courses';
import { buildCustomers, DEMO_SESSION_TOKEN, finishCustomers } from './customers';
import { buildFranchises, franchiseProviders } from './franchises';
import { buildPlacements } from './placements';
import { buildPosts } from './posts';
import { buildProducts } from './products';
import { PROVIDER_DEFS } from './providers';
import { buildProvider } from './providers/build';
import { finishProviders } from './providers/finish';
import { buildRooms } from './rooms';
import { GENERAL_PRIVACY_POLICY, GENERAL_TERMS } from './texts';
import { DEFAULT_SEED_NOW, seedClock } from './time';
import { buildVouchers } from './vouchers';

export { FIXTURES } from './fixtures';
export { CATEGORY_SPACE_BY_ID } from './categories';
export { DEFAULT_SEED_NOW } from './time';

/** Options of {@link createSeed}. */
export interface SeedOptions {
  /** The reference time; defaults to 2026-11-22T09:00:00+01:00 so tests are stable. */
  now?: Date;
}

/** The first id the handlers hand out for new entities (above every seeded id). */
export const FIRST_FREE_ID = 1_000_000;

/** Builds a fresh, fully independent demo database. */
export function createSeed(options: SeedOptions = {}): Db {
  const clock = seedClock(options.now ?? new Date(DEFAULT_SEED_NOW));
  const providers = PROVIDER_DEFS.map(buildProvider);
  const courses = buildCourses(providers, clock);
  const posts = buildPosts(clock);
  finishProviders(providers, courses, posts, clock);
  const rooms = buildRooms(clock);
  const vouchers = buildVouchers();
  const customers = buildCustomers();
  const bookings = buildBookings({ clock, courses, providers, vouchers, rooms });
  const contracts = buildContracts(clock, courses, bookings);
  finishCustomers(customers, bookings, contracts);
  attachUsers(bookings, customers);
  return {
    providers,
    franchises: buildFranchises(),
    franchiseProviders: franchiseProviders(PROVIDER_DEFS),
    courses,
    products: buildProducts(courses),
    placements: buildPlacements(),
    posts,
    rooms,
    customers,
    sessions: { [DEMO_SESSION_TOKEN]: 1 },
    bookings,
    contracts,
    vouchers,
    applications: buildApplications(clock),
    towns: TOWNS.map((t) => ({ ...t })),
    generalTerms: GENERAL_TERMS,
    generalPrivacyPolicy: GENERAL_PRIVACY_POLICY,
    inbox: { leads: [], messages: [], errorReports: [], forwarded: [], views: [] },
    nextId: FIRST_FREE_ID,
  };
}
