import type { ValueStore } from '@kurse/api-client';
import type { Stores } from './stores';

/**
 * The API client's token store, bound to the session store: the client reads the token from it for
 * the Authorization header and writes the one a login or signup answer carries (discovery §4, §6).
 */
export function sessionTokenStore(stores: Pick<Stores, 'session'>): ValueStore {
  return {
    get: () => stores.session.token,
    set: (token) => {
      stores.session.token = token;
    },
  };
}
