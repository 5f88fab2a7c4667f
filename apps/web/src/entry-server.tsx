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
  type MessageArea,
} from '@creators-archive/i18n';
import type { I18n } from '@lingui/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { headTags } from './app/head-tags';
import { PAGE_DATA_ID } from './app/page-data';
import { writePageData } from './app/write-page-data';
import { TitleInServerHead } from './app/page-title';
import { headOf, siteHead, type PageContext } from './app/public-page';
import {
  AppRoutes,
  createRoutes,
  loadScreen,
  preloadRoutes,
  publicPages,
  type RouteHandle,
} from './app/router';
import { dataSaverMarker, RenderedDataSaver } from './components/ui/data-saver';
import { i18nFor } from './i18n/i18n';
import { translator } from './i18n/use-t';
import { sendThrough } from './lib/api-client';

/**
 * For scripts/bundle-size.mjs, which weighs each page's first visit with the areas of messages the
 * server preloads with its screen.
 */
export { messageAreasOfScreen } from './app/router';

/**
 * The server's renderer (built by `vite build --ssr`, loaded by the API): every page's head, and
 * the body of the public pages rendered with their data, all from the pages' definitions
 * (app/public-page.ts). The page paints from its HTML before any script runs; the browser then
 * hydrates it from the same data (main.tsx). A page is in the language its address names
 * (`/fr/…` is French, under the router's `/fr` basename, as in the browser).
 */

export const createPageRenderer: CreatePageRenderer = ({ transport, publicUrl }) => {
  sendThrough(transport);
  const routes = createRoutes();

  /** The visit decides the mode (data saver); the browser hydrates the page in the same one. */
  async function renderPage(url: URL, visit: PageVisit = { dataSaver: false }): Promise<RenderedPage> {
    const { locale } = splitLocalePath(url.pathname);
    const basename = localeBase(locale) || undefined;
    const i18n = await i18nFor(locale);
    const t = translator(i18n);
    const siteHeadTags = headTags(siteHead(t), '/', publicUrl, locale);
    /** The messages the browser loads for the page, before its screen's own areas. */
    const messagesFor = (areas: MessageArea[] = []) =>
      (['start', ...areas] as MessageArea[]).map((area) => messagesModuleId(locale, area));
    const matches = matchRoutes(routes, url.pathname, basename) ?? [];
    // Only a public page's route names its page (app/router.tsx).
    const handle = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.publicPage;
    const match = matches.at(-1);
    if (!handle || !match) return { status: 200, head: siteHeadTags, messages: messagesFor() };
    const [{ page: definition }] = await Promise.all([handle.load(), preloadRoutes(matches)]);
    if (!definition) throw new Error(`${handle.screen} exports no page definition`);

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
    const rendered = definition.rendering === 'server';
    let status: RenderedPage['status'] = 200;
    if (rendered) {
      await definition.prefetch?.({
        ...page,
        notFound: () => {
          status = 404;
        },
      });
    }
    return {
      status,
      head: headTags(headOf(definition, page), handle.path, publicUrl, locale),
      screen: handle.screen,
      messages: messagesFor(handle.messageAreas),
      ...(rendered ? { body: renderBody(url, basename, queryClient, visit, i18n) } : {}),
    };
  }

  function renderBody(
    url: URL,
    basename: string | undefined,
    queryClient: QueryClient,
    visit: PageVisit,
    i18n: I18n,
  ): RenderedPage['body'] {
    const root = renderToString(
      <StrictMode>
        <TitleInServerHead value>
          <RenderedDataSaver value={visit.dataSaver}>
            <AppProviders queryClient={queryClient} i18n={i18n}>
              <StaticRouter location={url.pathname + url.search} basename={basename}>
                <AppRoutes routes={routes} />
              </StaticRouter>
            </AppProviders>
          </RenderedDataSaver>
        </TitleInServerHead>
      </StrictMode>,
    );
    const data = writePageData(dehydrate(queryClient));
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
