export { ProviderScope } from './ProviderScope';
export type { ProviderScopeProps } from './ProviderScope';
export { providerRead, seedProvider, useProviderLoad, VISITS_KEPT } from './useProviderLoad';
export type { ProviderLoad } from './useProviderLoad';
