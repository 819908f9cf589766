/**
 * The route modules as they arrive: one promise per module (its code and its catalogue parts),
 * marked with its outcome so React's `use` reads a settled one at once. The server awaits a
 * page's module before rendering it, and the client before hydrating, so neither renders a
 * fallback where the other rendered the page.
 */
import type { ProviderScope, RouteModule, seedProvider } from '@kurse/features';
import { loadNamespaces } from '@kurse/i18n';
import type { LazyRoute } from './routes';

/** A promise marked, once settled, with its outcome the way React's `use` reads it. */
type Tracked<T> = Promise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const modules = new Map<LazyRoute, Tracked<RouteModule>>();

/**
 * The module of `route` with its texts. A failed load (a lost connection) is forgotten, so the
 * next visit of the page tries again.
 */
export function routeModule(route: LazyRoute): Tracked<RouteModule> {
  let module = modules.get(route);
  if (!module) {
    module = tracked(
      route().then(async ({ route: loaded }) => {
        await loadNamespaces(loaded.namespaces);
        return loaded;
      }),
    );
    module.catch(() => modules.delete(route));
    modules.set(route, module);
  }
  return module;
}

type ScopeModule = { ProviderScope: typeof ProviderScope; seedProvider: typeof seedProvider };
let scope: Tracked<ScopeModule> | null = null;

/**
 * The provider scope's code: loaded with the first provider-scoped page (the landing and the
 * other pages do not carry it, nor the loader runtime it reads the provider with).
 */
export function providerScope(): Tracked<ScopeModule> {
  if (!scope) {
    const loading = tracked(import('@kurse/features/routes/provider-scope'));
    loading.catch(() => (scope = null));
    scope = loading;
  }
  return scope;
}
