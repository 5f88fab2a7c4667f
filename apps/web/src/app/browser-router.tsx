import { BrowserRouter, matchRoutes } from 'react-router';
import { localeBase, splitLocalePath } from '@creators-archive/i18n';
import { loadPageMessageAreas } from '../i18n/i18n';
import { isMaintenanceMode } from '../lib/app-mode';
import { AppRoutes, createRoutes, preloadRoutes } from './router';

/**
 * The browser's router, with the app's routes. Over a page the server rendered, the screens the
 * address matches are loaded first, with their messages: hydration must render them at once, as
 * the server did, not a fallback. Call it once the page's language has started
 * (startPageLanguage).
 *
 * The app lives under its language's prefix (`/fr/…` in French, none in English): every link
 * inside it stays in the language the visitor reads, and switching language is a page load.
 *
 * The router is React Router's declarative one: its data router (loaders, actions, fetchers),
 * which the app does not use, was 15 KB of the entry's 107 KB, brotli (decision 1525).
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const routes = createRoutes({
    maintenance: isMaintenanceMode(),
    loadMessageAreas: loadPageMessageAreas,
  });
  const basename = localeBase(splitLocalePath(window.location.pathname).locale) || undefined;
  if (hydrating) await preloadRoutes(matchRoutes(routes, window.location, basename) ?? []);
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
