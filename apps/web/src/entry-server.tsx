import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { PAGE_DATA_ID } from './app/page-data';
import { createRoutes, type ScreenHandle } from './app/router';
import { sendThrough } from './lib/api-client';

/**
 * The server's renderer for the pages shared links land on (built by `vite build --ssr`, loaded by
 * apps/api/src/modules/pages/page-renderer.ts). The page paints from its HTML before any script
 * runs; the browser then hydrates it from the same data (main.tsx).
 */

export type RenderedPage = {
  /** The markup that goes inside `<div id="root">`. */
  root: string;
  /** A `<script type="application/json">` with the query data the markup was rendered from. */
  data: string;
  /** 404 when the screen found nothing at the address (an unknown designer), else 200. */
  status: 200 | 404;
};

/**
 * Public pages anyone may see. The member's screens depend on who is signed in, and the forms
 * (contact, join, sign-in) would be sent by the browser itself if used before the app arrives:
 * they stay client-side.
 */
const renderedPaths = /^\/(designers(\/[^/]+)?|about|community|terms|privacy|vetted-program|help)?\/?$/;

/** `transport` answers the API calls the pages make, as fetch would. */
export function createPageRenderer(transport: typeof fetch) {
  sendThrough(transport);
  const handler = createStaticHandler(createRoutes());

  return async function renderPage(url: URL): Promise<RenderedPage | null> {
    if (!renderedPaths.test(url.pathname)) return null;
    const context = await handler.query(new Request(url));
    // A redirect: the browser follows it and renders the page it lands on itself.
    if (context instanceof Response) return null;

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let status: RenderedPage['status'] = 200;
    await Promise.all(
      context.matches.map((match) =>
        (match.route.handle as ScreenHandle | undefined)?.prefetch?.({
          queryClient,
          params: match.params,
          searchParams: url.searchParams,
          notFound: () => {
            status = 404;
          },
        }),
      ),
    );

    const root = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>,
    );
    const data = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
    return { root, data: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`, status };
  };
}
