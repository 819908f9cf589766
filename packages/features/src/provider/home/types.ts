import type { Provider } from '@kurse/api-client';

/** `T` with every array and object read-only, as a store snapshot gives it. */
export type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** The provider as the page parts read it: from the store's snapshot or a loaded preview. */
export type ProviderData = ReadonlyDeep<Provider>;
