import type {
  CreatePageRenderer,
  PageVisit,
  RenderedPage,
  SitemapEntry,
  SitemapSources,
} from '@creators-archive/contract/pages/server-render';
import {
  localeBase,
  localeCodes,
  localizedPath,
  messagesModuleId,
  splitLocalePath,
  type Locale,
  type MessageArea,
} from '@creators-archive/i18n';
import type { I18n } from '@lingui/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './app/app';
import { headTags } from './app/head-tags';
import { PAGE_DATA_ID } from './app/page-data';
import { TitleInServerHead } from './app/page-title';
import { headOf, siteHead, type PageContext } from './app/public-page';
import { createRoutes, loadScreen, publicPages, type PublicPageHandle } from './app/router';
import { dataSaverMarker, RenderedDataSaver } from './components/ui/data-saver';
import { i18nFor } from './i18n/i18n';
import { translator } from './i18n/use-t';
import { sendThrough } from './lib/api-client';

/**
 * The server's renderer (built by `vite build --ssr`, loaded by the API): every page's head, and
 * the body of the public pages rendered with their data, all from the pages' definitions
 * (app/public-page.ts). The page paints from its HTML before any script runs; the browser then
 * hydrates it from the same data (main.tsx). A page is in the language its address names
 * (`/fr/…` is French, under the router's `/fr` basename, as in the browser).
 */

export const createPageRenderer: CreatePageRenderer = ({ transport, publicUrl }) => {
  sendThrough(transport);
  const handlers = new Map<Locale, StaticHandler>(
    localeCodes.map((locale) => [
      locale,
      createStaticHandler(createRoutes(), { basename: localeBase(locale) || undefined }),
    ]),
  );

  /** The visit decides the mode (data saver); the browser hydrates the page in the same one. */
  async function renderPage(url: URL, visit: PageVisit = { dataSaver: false }): Promise<RenderedPage> {
    const { locale } = splitLocalePath(url.pathname);
    const handler = handlers.get(locale)!;
    const i18n = await i18nFor(locale);
    const t = translator(i18n);
    const siteHeadTags = headTags(siteHead(t), '/', publicUrl, locale);
    /** The messages the browser loads for the page, before its screen's own areas. */
    const messagesFor = (areas: MessageArea[] = []) =>
      (['start', ...areas] as MessageArea[]).map((area) => messagesModuleId(locale, area));
    const context = await handler.query(new Request(url));
    // A redirect: the browser follows it and renders the page it lands on itself.
    if (context instanceof Response) return { status: 200, head: siteHeadTags, messages: messagesFor() };
    // Only a public page's route carries a handle, its definition (app/router.tsx).
    const handle = context.matches.findLast((match) => match.route.handle)?.route.handle as
      PublicPageHandle | undefined;
    const match = context.matches.at(-1);
    if (!handle || !match) return { status: 200, head: siteHeadTags, messages: messagesFor() };

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page: PageContext = {
      queryClient,
      params: match.params,
      searchParams: url.searchParams,
      publicUrl,
      dataSaver: visit.dataSaver,
      locale,
      t,
    };
    const rendered = handle.page.rendering === 'server';
    let status: RenderedPage['status'] = 200;
    if (rendered) {
      await handle.page.prefetch?.({
        ...page,
        notFound: () => {
          status = 404;
        },
      });
    }
    return {
      status,
      head: headTags(headOf(handle.page, page), handle.path, publicUrl, locale),
      screen: handle.screen,
      messages: messagesFor(handle.messageAreas),
      ...(rendered ? { body: renderBody(handler, context, queryClient, visit, i18n) } : {}),
    };
  }

  function renderBody(
    handler: StaticHandler,
    context: StaticHandlerContext,
    queryClient: QueryClient,
    visit: PageVisit,
    i18n: I18n,
  ): RenderedPage['body'] {
    const root = renderToString(
      <StrictMode>
        <TitleInServerHead value>
          <RenderedDataSaver value={visit.dataSaver}>
            <AppProviders queryClient={queryClient} i18n={i18n}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </AppProviders>
          </RenderedDataSaver>
        </TitleInServerHead>
      </StrictMode>,
    );
    const data = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
    return {
      root,
      data: `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>${dataSaverMarker(visit.dataSaver)}`,
    };
  }

  /**
   * Every public page's address in every language, each naming the others: the page itself, or
   * the addresses its definition lists.
   */
  async function sitemap(sources: SitemapSources): Promise<SitemapEntry[]> {
    const listed = await Promise.all(
      publicPages.map(async ({ path, screen }) => {
        const list = (await loadScreen(screen)).page?.sitemap;
        return list ? list(sources) : [{ path }];
      }),
    );
    return listed.flat().flatMap((entry) => {
      const alternates = localeCodes.map((locale) => ({ locale, path: localizedPath(entry.path, locale) }));
      return alternates.map(({ path }) => ({ ...entry, path, alternates }));
    });
  }

  return { renderPage, sitemap };
};
