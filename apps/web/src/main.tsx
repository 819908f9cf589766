import { frameRules, isLocale, matchRoute } from '@kurse/domain';
import { installErrorReporting, restoreSession, unregisterServiceWorkers } from '@kurse/features';
import { initialLocale, loadLocale, provideTexts } from '@kurse/i18n';
import { setMapWorkerUrl } from '@kurse/ui/map';
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { providerScope, routeModule } from './route-modules';
import { routeOf } from './routes';
import { readServedState } from './served-state';
import { appServices } from './services';
import { browserStorage } from './storage';
import './app.css';

const storage = browserStorage();
const served = readServedState(document);
const services = appServices(storage, served ? { readsSnapshot: served.reads } : undefined);
installErrorReporting(services.errors);
// MapLibre's worker, served as a file of the build (the map loads only where one shows).
setMapWorkerUrl(mapWorkerUrl);
void unregisterServiceWorkers();

/**
 * Starts the app: takes a server-rendered page over, or renders the page in the browser. Not at
 * the module's top level: a page's chunk imports from this one, which must have finished loading.
 */
async function start(root: HTMLElement) {
  if (served && isLocale(served.locale)) {
    // The server rendered this page: the client renders it once more from the same code, texts
    // and answers before it takes the HTML over, so both agree; the stores take the storage after.
    const { kind, params } = matchRoute(window.location.pathname);
    const slug = frameRules(kind).providerScoped ? (params.slug ?? null) : null;
    if (served.texts) provideTexts(served.locale, served.texts);
    await loadLocale(served.locale);
    const [, scope] = await Promise.all([
      routeModule(routeOf(kind)),
      slug === null ? null : providerScope(),
    ]);
    if (scope && slug !== null) scope.seedProvider(services, slug);
    hydrateRoot(
      root,
      <StrictMode>
        <App services={services} initialLocale={served.locale} storage={storage} />
      </StrictMode>,
    );
    return;
  }
  void restoreSession(services);
  const locale = initialLocale(storage, navigator.language);
  await loadLocale(locale);
  createRoot(root).render(
    <StrictMode>
      <App services={services} initialLocale={locale} storage={storage} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
