/**
 * What the stores persist, where and in which shape version, each slot with its valibot
 * schema: what a slot's schema rejects is dropped, never trusted. Spec: discovery §4
 * (persisted: interface state, user, provider, waiting list, search), transactions §4 (current
 * booking, 5 h).
 */
import {
  restoreCurrentBooking,
  restoreSearchFilters,
  type ProviderVisit,
  type SearchFilters,
} from '@kurse/domain';
import type { Applicant, Booking, Provider, User } from '@kurse/api-client';
import * as v from 'valibot';
import { headerValue, lenientList, lenientRecord, parse, type Schema } from '../lib/schema';
import { bookingShape } from '../lib/shapes/booking';
import { applicantShape, userShape } from '../lib/shapes/customer';
import { providerShape, visitShape } from '../lib/shapes/provider';
import type { Slot } from './persist';

/** The persisted part of the interface state. */
export interface PersistedInterface {
  viewMode: 'list' | 'card';
}

/** Interface state: the list/card view mode of course lists (discovery §2 Course pages). */
export const interfaceSlot: Slot<PersistedInterface> = {
  key: 'kurse.interface',
  version: 1,
  schema: v.object({ viewMode: v.picklist(['list', 'card']) }),
};

/** The session: user and token (discovery §4 User session). */
export interface PersistedSession {
  user: User | null;
  token: string | null;
}

/**
 * The token must be a valid header value (it goes out as `Authorization`); a user that does not
 * fit the contract is dropped and loaded again with the session check.
 */
export const sessionSlot: Slot<PersistedSession> = {
  key: 'kurse.session',
  version: 1,
  schema: v.pipe(
    v.object({ token: headerValue, user: v.optional(v.unknown()) }),
    v.transform((data) => ({ token: data.token, user: parse(userShape, data.user) })),
  ),
};

/** The provider last shown (discovery §4 Persisted). */
export const providerSlot: Slot<Provider> = {
  key: 'kurse.provider',
  version: 1,
  schema: providerShape,
};

/** The user's waiting-list applications (discovery §4 Waiting list); bad entries are dropped. */
export const waitingListSlot: Slot<Applicant[]> = {
  key: 'kurse.waitingList',
  version: 1,
  schema: lenientList(applicantShape),
};

/**
 * Search filters. Version 1 is the envelope; version 0 is the bare filter object written before
 * it, which may still hold the former age group `toddler` — domain `restoreSearchFilters` drops it
 * and anything else invalid.
 */
export const searchSlot: Slot<SearchFilters> = {
  key: 'kurse.search',
  version: 1,
  migrations: { 0: (data) => data },
  schema: v.pipe(v.unknown(), v.transform(restoreSearchFilters)),
};

/**
 * Recently visited providers, newest first (discovery §2 Landing page, §4 Provider visit); a visit
 * that does not fit is dropped, the others stay.
 */
export const visitsSlot: Slot<ProviderVisit[]> = {
  key: 'kurse.visits',
  version: 1,
  schema: lenientList(visitShape),
};

/** The current booking, restored only while created or pending and at most 5 hours old. */
export function currentBookingSlot(now: () => Date): Slot<Booking> {
  return {
    key: 'kurse.currentBooking',
    version: 1,
    schema: v.pipe(
      bookingShape,
      v.check((booking) => restoreCurrentBooking(booking, now()) !== null),
    ),
  };
}

/** When each item's view pixel last fired (transactions §9: at most once per hour per item). */
export const trackingSlot: Slot<Record<string, number>> = {
  key: 'kurse.tracking',
  version: 1,
  schema: lenientRecord(v.number()),
};

/** The device fingerprint (discovery §6): a bare header value, not an envelope. */
export const fingerprintSchema: Schema<string> = headerValue;
