import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSearchParams, type Params } from 'react-router';
import { useI18n, useT } from '../i18n/use-t';
import type { Locale } from '@creators-archive/i18n';
import { headOf, type PublicPage } from './public-page';

/**
 * True while the server renders a page: the head it sends carries the title already. In the
 * browser the title below takes over that same element as the page hydrates, so a page keeps one
 * title, and the same one.
 */
export const TitleInServerHead = createContext(false);

/** The tab title of a public page, from its definition (the router renders it with the page). */
export function PageTitle({ page, params }: { page: PublicPage; params: Params }) {
  const onServer = useContext(TitleInServerHead);
  if (onServer) return null;
  return <Title page={page} params={params} />;
}

/** Follows the query cache: a page's title can come from its data (a designer's name). */
function Title({ page, params }: { page: PublicPage; params: Params }) {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const t = useT();
  const locale = useI18n().locale as Locale;
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const title = () =>
    headOf(page, { queryClient, params, searchParams, publicUrl: window.location.origin, locale, t }).title;
  return <title>{useSyncExternalStore(subscribe, title, title)}</title>;
}
