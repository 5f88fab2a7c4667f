import { createBrowserRouter, matchRoutes } from 'react-router';
import { isMaintenanceMode } from '../lib/app-mode';
import { createRoutes } from './router';

/**
 * The browser's router. Over a page the server rendered, the screens the address matches are
 * loaded first: hydration must render them at once, as the server did, not a fallback.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  const routes = createRoutes({ maintenance: isMaintenanceMode() });
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
