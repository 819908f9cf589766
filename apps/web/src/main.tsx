import {
  createServices,
  installErrorReporting,
  restoreSession,
  unregisterServiceWorkers,
} from '@kurse/features';
import { initialLocale, loadLocale } from '@kurse/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './env';
import { browserStorage } from './storage';
import './app.css';

const storage = browserStorage();
const services = createServices({
  storage,
  baseUrl: config.apiUrl,
  siteUrl: config.siteUrl,
  geocoderUrl: config.geocoderUrl ?? null,
  mapStyleUrl: config.mapStyleUrl,
  stripePublicKey: config.stripePublicKey,
  paypal: config.paypal,
  video: config.video,
});
installErrorReporting(services.api);
void unregisterServiceWorkers();
void restoreSession(services);

const locale = initialLocale(storage, navigator.language);
await loadLocale(locale);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App services={services} initialLocale={locale} storage={storage} />
    </StrictMode>,
  );
}
