import { createBrowserRouter, matchRoutes } from 'react-router';
import { localeBase, splitLocalePath } from '@creators-archive/i18n';
import { loadPageMessageAreas } from '../i18n/i18n';
import { isMaintenanceMode } from '../lib/app-mode';
import { createRoutes } from './router';

/**
 * The browser's router. Over a page the server rendered, the screens the address matches are
 * loaded first, with their messages: hydration must render them at once, as the server did, not a
 * fallback. Call it once the page's language has started (startPageLanguage).
 *
 * The app lives under its language's prefix (`/fr/…` in French, none in English): every link
 * inside it stays in the language the visitor reads, and switching language is a page load.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const routes = createRoutes({
    maintenance: isMaintenanceMode(),
    loadMessageAreas: loadPageMessageAreas,
  });
  const basename = localeBase(splitLocalePath(window.location.pathname).locale) || undefined;
  if (hydrating) {
    const matches = matchRoutes(routes, window.location, basename) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { basename });
}
