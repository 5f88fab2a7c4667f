import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/app';
import { createAppRouter } from './app/browser-router';
import { PAGE_DATA_ID, readPageData } from './app/page-data';
import { startPageLanguage } from './i18n/i18n';
import { isMaintenanceMode } from './lib/app-mode';
import { queryClient } from './lib/query-client';
import { startSession } from './lib/session';
import { registerServiceWorker } from './pwa/register-service-worker';

// In maintenance the API answers 503 to everything; there is no session to load.
if (!isMaintenanceMode()) void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page arrives rendered, with the data it was rendered from (apps/api/src/plugins/web.ts).
const pageData = document.getElementById(PAGE_DATA_ID);
if (pageData?.textContent) hydrate(queryClient, readPageData(pageData.textContent));

// The page's language (its address's prefix) loads beside its screens: both are needed to render.
// The language starts first: the screens' routes add their messages to it.
const pageLanguage = startPageLanguage(window.location.pathname);
void Promise.all([createAppRouter({ hydrating: pageData !== null }), pageLanguage]).then(([router, i18n]) => {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        {router}
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // phone's main thread for one long task; the page is already on screen meanwhile.
  if (pageData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});

// Offline reading and updates (src/pwa); in maintenance every page is the maintenance page, which is
// no page to keep.
if (!isMaintenanceMode()) registerServiceWorker();
