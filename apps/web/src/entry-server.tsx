import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './app/app';
import { headTags } from './app/head-tags';
import { PAGE_DATA_ID } from './app/page-data';
import { TitleInServerHead } from './app/page-title';
import {
  headOf,
  siteHead,
  type PageContext,
  type SitemapEntry,
  type SitemapSources,
} from './app/public-page';
import { createRoutes, loadScreen, publicPages, type PublicPageHandle } from './app/router';
import { sendThrough } from './lib/api-client';

/**
 * The server's renderer (built by `vite build --ssr`, loaded by the API): every page's head, and
 * the body of the public pages rendered with their data, all from the pages' definitions
 * (app/public-page.ts). The page paints from its HTML before any script runs; the browser then
 * hydrates it from the same data (main.tsx).
 */

export type RenderedPage = {
  /** 404 when the page found nothing at the address (an unknown designer), else 200. */
  status: 200 | 404;
  /** The tags that replace the template's title and description. */
  head: string;
  /** A public page's screen module as the build's manifest names it, to preload. */
  screen?: string;
  /** A page rendered with its data: the markup inside `<div id="root">` and the data it came from. */
  body?: {
    root: string;
    /** A `<script type="application/json">` with the query data the markup was rendered from. */
    data: string;
  };
};

export type { SitemapEntry, SitemapSources };

/** `transport` answers the API calls the pages make, as fetch would; `publicUrl` is the site's address. */
export function createPageRenderer({ transport, publicUrl }: { transport: typeof fetch; publicUrl: string }) {
  sendThrough(transport);
  const handler = createStaticHandler(createRoutes());
  const siteHeadTags = headTags(siteHead, '/', publicUrl);

  async function renderPage(url: URL): Promise<RenderedPage> {
    const context = await handler.query(new Request(url));
    // A redirect: the browser follows it and renders the page it lands on itself.
    if (context instanceof Response) return { status: 200, head: siteHeadTags };
    const match = context.matches.findLast((candidate) => candidate.route.handle);
    const handle = match?.route.handle as PublicPageHandle | undefined;
    if (!match || !handle) return { status: 200, head: siteHeadTags };

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page: PageContext = {
      queryClient,
      params: match.params,
      searchParams: url.searchParams,
      publicUrl,
    };
    if (handle.page.rendering === 'browser') {
      return {
        status: 200,
        head: headTags(headOf(handle.page, page), handle.path, publicUrl),
        screen: handle.screen,
      };
    }

    let status: RenderedPage['status'] = 200;
    await handle.page.prefetch?.({
      ...page,
      notFound: () => {
        status = 404;
      },
    });
    const head = headTags(headOf(handle.page, page), handle.path, publicUrl);
    return { status, head, screen: handle.screen, body: renderBody(context, queryClient) };
  }

  function renderBody(context: StaticHandlerContext, queryClient: QueryClient): RenderedPage['body'] {
    const root = renderToString(
      <StrictMode>
        <TitleInServerHead value>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </TitleInServerHead>
      </StrictMode>,
    );
    const data = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
    return { root, data: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>` };
  }

  /** Every public page's address: the page itself, or the addresses its definition lists. */
  async function sitemap(sources: SitemapSources): Promise<SitemapEntry[]> {
    const listed = await Promise.all(
      publicPages.map(async ({ path, screen }) => {
        const list = (await loadScreen(screen)).page?.sitemap;
        return list ? list(sources) : [{ path }];
      }),
    );
    return listed.flat();
  }

  return { renderPage, sitemap };
}
