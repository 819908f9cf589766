/**
 * The application state as valtio proxies, one object per concern. Created by {@link createStores}
 * so the app, every story and every test get their own isolated set. Spec: discovery §4.
 */
import {
  defaultSearchFilters,
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
   * Why the last login failed: the server refused the e-mail and password (`credentials`), or it
   * could not be asked — no answer, a server error, an answer that is no customer (`unavailable`).
   */
  loginFailure: 'credentials' | 'unavailable' | null;
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

/** Creates the stores, restoring what was persisted (a bad stored value is ignored). */
export function createStores({
  storage = null,
  now = () => new Date(),
}: StoresOptions = {}): Stores {
  const bookingSlot = currentBookingSlot(now);
  const session = readSlot(storage, sessionSlot);
  const stores: Stores = {
    ui: proxy<InterfaceState>({
      viewMode: readSlot(storage, interfaceSlot)?.viewMode ?? 'card',
      loginOpen: false,
      authView: 'login',
    }),
    session: proxy<SessionState>({
      user: session?.user ?? null,
      token: session?.token ?? null,
      login: 'idle',
      loginFailure: null,
      signup: 'idle',
      update: 'idle',
      fieldErrors: {},
      restoring: false,
      expired: false,
      accountDraft: null,
    }),
    provider: proxy<ProviderState>({ current: readSlot(storage, providerSlot) }),
    waitingList: proxy<WaitingListState>({
      applications: readSlot(storage, waitingListSlot) ?? [],
      loading: false,
    }),
    search: proxy<SearchState>({
      filters: readSlot(storage, searchSlot) ?? defaultSearchFilters(),
    }),
    booking: proxy<BookingState>({ current: readSlot(storage, bookingSlot), eventPasswords: {} }),
    visits: proxy<VisitsState>({ providers: readSlot(storage, visitsSlot) ?? [] }),
  };
  persist(storage, stores.ui, interfaceSlot, (s) => ({ viewMode: s.viewMode }));
  persist(storage, stores.session, sessionSlot, (s) =>
    s.token ? { token: s.token, user: s.user } : null,
  );
  persist(storage, stores.provider, providerSlot, (s) => s.current);
  persist(storage, stores.waitingList, waitingListSlot, (s) => s.applications);
  persist(storage, stores.search, searchSlot, (s) => s.filters);
  persist(storage, stores.booking, bookingSlot, (s) => s.current);
  persist(storage, stores.visits, visitsSlot, (s) => s.providers);
  return stores;
}
