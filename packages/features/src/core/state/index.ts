export { createStores, restoreStores } from './stores';
export type {
  BookingState,
  InterfaceState,
  ProviderState,
  RequestStatus,
  SearchState,
  SessionState,
  Stores,
  StoresOptions,
  VisitsState,
  WaitingListState,
} from './stores';
export { StoresProvider } from './context';
export { useStore, useStores } from './use-stores';
export type { StoresProviderProps } from './context';
export { readSlot, writeSlot } from './persist';
export { sessionTokenStore } from './session-store';
export { fingerprintStore } from './fingerprint-store';
export type { PersistStorage, Slot } from './persist';
export {
  currentBookingSlot,
  fingerprintSchema,
  interfaceSlot,
  providerSlot,
  searchSlot,
  sessionSlot,
  trackingSlot,
  visitsSlot,
  waitingListSlot,
} from './slots';
