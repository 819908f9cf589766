import type { RouteModule } from '../../core';
import { ProfilePage, namespaces } from '.';

/**
 * The route of `profile` (and its tabs): a personal page whose content the client renders with
 * the session, so `load` reads nothing (the server has no session) and the address always exists.
 */
export const profileRoute = {
  namespaces,
  load: () => Promise.resolve({ status: 200 as const }),
  head: (_loaded, LL) => ({ title: LL.account.title() }),
  Page: ProfilePage,
} satisfies RouteModule;
