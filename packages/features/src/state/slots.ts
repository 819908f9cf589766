/**
 * What the stores persist, where and in which shape version. Spec: discovery §4 (persisted:
 * interface state, user, provider, waiting list, search), transactions §4 (current booking, 5 h).
 */
import {
  restoreCurrentBooking,
  restoreSearchFilters,
  type ProviderVisit,
  type SearchFilters,
} from '@kurse/domain';
import type { Applicant, Booking, Provider, User } from '@kurse/api-client';
import type { Slot } from './persist';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasId = (value: unknown): value is { id: number } =>
  isRecord(value) && typeof value.id === 'number';

/** The persisted part of the interface state. */
export interface PersistedInterface {
  viewMode: 'list' | 'card';
}

/** Interface state: the list/card view mode of course lists (discovery §2 Course pages). */
export const interfaceSlot: Slot<PersistedInterface> = {
  key: 'kurse.interface',
  version: 1,
  restore: (data) =>
    isRecord(data) && (data.viewMode === 'list' || data.viewMode === 'card')
      ? { viewMode: data.viewMode }
      : null,
};

/** The session: user and token (discovery §4 User session). */
export interface PersistedSession {
  user: User | null;
  token: string | null;
}

export const sessionSlot: Slot<PersistedSession> = {
  key: 'kurse.session',
  version: 1,
  restore: (data) => {
    if (!isRecord(data) || typeof data.token !== 'string' || data.token === '') return null;
    return { token: data.token, user: hasId(data.user) ? (data.user as User) : null };
  },
};

/** The provider last shown (discovery §4 Persisted). */
export const providerSlot: Slot<Provider> = {
  key: 'kurse.provider',
  version: 1,
  restore: (data) =>
    hasId(data) && typeof (data as { slug?: unknown }).slug === 'string'
      ? (data as unknown as Provider)
      : null,
};

/** The user's waiting-list applications (discovery §4 Waiting list). */
export const waitingListSlot: Slot<Applicant[]> = {
  key: 'kurse.waitingList',
  version: 1,
  restore: (data) => (Array.isArray(data) ? (data.filter(isRecord) as Applicant[]) : null),
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
  restore: (data) => restoreSearchFilters(data),
};

/** Recently visited providers, newest first (discovery §2 Landing page, §4 Provider visit). */
export const visitsSlot: Slot<ProviderVisit[]> = {
  key: 'kurse.visits',
  version: 1,
  restore: (data) =>
    Array.isArray(data)
      ? (data.filter(
          (v) => isRecord(v) && typeof v.slug === 'string' && typeof v.time === 'number',
        ) as ProviderVisit[])
      : null,
};

/** The current booking, restored only while created or pending and at most 5 hours old. */
export function currentBookingSlot(now: () => Date): Slot<Booking> {
  return {
    key: 'kurse.currentBooking',
    version: 1,
    restore: (data) =>
      hasId(data) &&
      typeof (data as { status?: unknown }).status === 'string' &&
      typeof (data as { createdAt?: unknown }).createdAt === 'string'
        ? restoreCurrentBooking(data as unknown as Booking, now())
        : null,
  };
}

/** When each item's view pixel last fired (transactions §9: at most once per hour per item). */
export const trackingSlot: Slot<Record<string, number>> = {
  key: 'kurse.tracking',
  version: 1,
  restore: (data) =>
    isRecord(data)
      ? Object.fromEntries(
          Object.entries(data).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          ),
        )
      : null,
};
