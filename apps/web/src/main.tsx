import { installErrorReporting, restoreSession, unregisterServiceWorkers } from '@kurse/features';
import { initialLocale, loadLocale } from '@kurse/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appServices } from './services';
import { browserStorage } from './storage';
import './app.css';

const storage = browserStorage();
const services = appServices(storage);
installErrorReporting(services.errors);
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
