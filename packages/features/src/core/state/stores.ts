/**
 * The application state as valtio proxies, one object per concern. Created by {@link createStores}
 * so the app, every story and every test get their own isolated set. Spec: discovery §4.
 */
import {
  defaultSearchFilters,
  rememberVisit,
  type ProviderVisit,
  type SearchFilters,
  type ServerFieldError,
} from '@kurse/domain';
import type { Applicant, Booking, Provider, User } from '@kurse/api-client';
import { proxy, subscribe } from 'valtio';
import { readSlot, writeSlot, type PersistStorage, type Slot } from './persist';
import {
  currentBookingSlot,
  interfaceSlot,
  providerSlot,
  searchSlot,
  sessionSlot,
  visitsSlot,
  waitingListSlot,
} from './slots';

/** A request's progress, as the spec's state lists name it (request, success, failed). */
export type RequestStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface InterfaceState {
  viewMode: 'list' | 'card';
  loginOpen: boolean;
  authView: 'login' | 'signup';
}
export interface SessionState {
  user: User | null;
  token: string | null;
  login: RequestStatus;
  /**
   * Why the last login failed: the server refused the e-mail and password (`credentials`), it
   * refused further tries for a while (`tooManyRequests`, 429), or it could not be asked — no
   * answer, a server error, an answer that is no customer (`unavailable`).
   */
  loginFailure: 'credentials' | 'unavailable' | 'tooManyRequests' | null;
  /**
   * The last login or sign-up the server refused for too many requests (429), with the seconds
   * its `Retry-After` asked to wait (null when it named none); null once either is tried again.
   */
  tooManyRequests: { action: 'login' | 'signup'; retryAfter: number | null } | null;
  signup: RequestStatus;
  update: RequestStatus;
  /** Field errors of the last failed signup or update, camelCase keys (kinds, not texts). */
  fieldErrors: Record<string, ServerFieldError>;
  /** True while the stored session is being checked on start. */
  restoring: boolean;
  /** The server stopped accepting the session during a submit: the login says so (until a login). */
  expired: boolean;
  /**
   * What the account form held when its save found the session expired, by the customer's id:
   * the form starts from it again once that customer has logged in.
   */
  accountDraft: { userId: number; values: Record<string, string> } | null;
}
export interface ProviderState {
  current: Provider | null;
}
export interface WaitingListState {
  applications: Applicant[];
  loading: boolean;
}
export interface SearchState {
  filters: SearchFilters;
}
export interface BookingState {
  current: Booking | null;
  /**
   * The accepted passwords of protected events in this visit, by event id (not persisted): the
   * course page's gate and the booking page's share them, so the password is asked once, and the
   * booking sends it along.
   */
  eventPasswords: Record<number, string>;
}
export interface VisitsState {
  providers: ProviderVisit[];
}

/** Every store of the app. */
export interface Stores {
  ui: InterfaceState;
  session: SessionState;
  provider: ProviderState;
  waitingList: WaitingListState;
  search: SearchState;
  booking: BookingState;
  visits: VisitsState;
}

/** Options of {@link createStores}. */
export interface StoresOptions {
  /** Where to persist; `null` keeps everything in memory (stories, tests). */
  storage?: PersistStorage | null;
  /** The clock, for the 5-hour current-booking rule. @default () => new Date() */
  now?: () => Date;
  /**
   * Start at the defaults and read `storage` only on `restoreStores` (the client taking a
   * server-rendered page over). @default false
   */
  deferred?: boolean;
}

/** Mirrors `pick(state)` into storage on every change of `state`. */
function persist<S extends object, T>(
  storage: PersistStorage | null,
  state: S,
  slot: Slot<T>,
  pick: (state: S) => T | null,
) {
  if (storage) subscribe(state, () => writeSlot(storage, slot, pick(state)));
}

/** What the stores hold at start: the defaults, with what `storage` kept (bad values ignored). */
function stored(storage: PersistStorage | null, now: () => Date) {
  const session = readSlot(storage, sessionSlot);
  return {
    viewMode: readSlot(storage, interfaceSlot)?.viewMode ?? 'card',
    user: session?.user ?? null,
    token: session?.token ?? null,
    provider: readSlot(storage, providerSlot),
    applications: readSlot(storage, waitingListSlot) ?? [],
    filters: readSlot(storage, searchSlot) ?? defaultSearchFilters(),
    booking: readSlot(storage, currentBookingSlot(now)),
    visits: readSlot(storage, visitsSlot) ?? [],
  };
}

/**
 * Mirrors every persisted part of the stores into `storage` from now on (and at once with
 * `writeNow`: what a page set before the stores were persisted).
 */
function persistAll(
  storage: PersistStorage | null,
  stores: Stores,
  now: () => Date,
  writeNow = false,
) {
  const mirror = <S extends object, T>(state: S, slot: Slot<T>, pick: (state: S) => T | null) => {
    persist(storage, state, slot, pick);
    if (storage && writeNow) writeSlot(storage, slot, pick(state));
  };
  mirror(stores.ui, interfaceSlot, (s) => ({ viewMode: s.viewMode }));
  mirror(stores.session, sessionSlot, (s) => (s.token ? { token: s.token, user: s.user } : null));
  mirror(stores.provider, providerSlot, (s) => s.current);
  mirror(stores.waitingList, waitingListSlot, (s) => s.applications);
  mirror(stores.search, searchSlot, (s) => s.filters);
  mirror(stores.booking, currentBookingSlot(now), (s) => s.current);
  mirror(stores.visits, visitsSlot, (s) => s.providers);
}

/**
 * Creates the stores, restoring what was persisted (a bad stored value is ignored). With
 * `deferred`, they start at the defaults, as a server renders the page, and take over what was
 * persisted only on {@link restoreStores} (after the client took the server's HTML over).
 */
export function createStores({
  storage = null,
  now = () => new Date(),
  deferred = false,
}: StoresOptions = {}): Stores {
  const start = stored(deferred ? null : storage, now);
  const stores: Stores = {
    ui: proxy<InterfaceState>({ viewMode: start.viewMode, loginOpen: false, authView: 'login' }),
    session: proxy<SessionState>({
      user: start.user,
      token: start.token,
      login: 'idle',
      loginFailure: null,
      tooManyRequests: null,
      signup: 'idle',
      update: 'idle',
      fieldErrors: {},
      restoring: false,
      expired: false,
      accountDraft: null,
    }),
    provider: proxy<ProviderState>({ current: start.provider }),
    waitingList: proxy<WaitingListState>({ applications: start.applications, loading: false }),
    search: proxy<SearchState>({ filters: start.filters }),
    booking: proxy<BookingState>({ current: start.booking, eventPasswords: {} }),
    visits: proxy<VisitsState>({ providers: start.visits }),
  };
  if (!deferred) persistAll(storage, stores, now);
  return stores;
}

/**
 * Gives deferred stores ({@link createStores}) what `storage` kept, then persists them. What the
 * page set meanwhile stays: the provider it shows, the visits it added.
 */
export function restoreStores(
  stores: Stores,
  { storage = null, now = () => new Date() }: Pick<StoresOptions, 'storage' | 'now'>,
): void {
  const kept = stored(storage, now);
  stores.ui.viewMode = kept.viewMode;
  stores.session.user = kept.user;
  stores.session.token = kept.token;
  stores.provider.current ??= kept.provider;
  stores.waitingList.applications = kept.applications;
  stores.search.filters = kept.filters;
  stores.booking.current = kept.booking;
  stores.visits.providers = stores.visits.providers.reduce(
    (visits, visit) => rememberVisit(visits, visit),
    kept.visits,
  );
  persistAll(storage, stores, now, true);
}
