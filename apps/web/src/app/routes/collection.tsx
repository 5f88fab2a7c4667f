import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { useDataSaver } from '../../components/ui/data-saver';
import { EmptyState } from '../../components/ui/empty-state';
import { MorePages } from '../../components/ui/more-pages';
import { PageSpinner } from '../../components/ui/spinner';
import { collectionQueryOptions, useCollection } from '../../features/collections/api/get-collection';
import { CollectionHeader } from '../../features/collections/components/collection-header';
import { RemoveFromCollectionButton } from '../../features/collections/components/remove-button';
import { SaveButton } from '../../features/collections/components/save-button';
import { WORK_CARD_IMAGE_SIZES } from '../../features/works/components/work-card';
import { WorksGrid } from '../../features/works/components/works-grid';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session';
import { imagePreload, shareImage } from '../page-images';
import { pageDescription, siteTitle, type PageHead, type PublicPage } from '../public-page';

const firstPageOf = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData(collectionQueryOptions(id).queryKey)?.pages[0] ?? undefined;

/**
 * A public collection's page: its name, its owner, and its works linking to their projects,
 * rendered on the server with its data. A private one, to anyone but its owner, is a 404 page
 * (the server renders every visitor signed out, so a private one is always 404 there).
 */
export const page: PublicPage = {
  rendering: 'server',
  prefetch: async ({ queryClient, params, notFound }) => {
    const answer = await queryClient
      .fetchInfiniteQuery(collectionQueryOptions(params.id ?? ''))
      .catch(() => undefined);
    if (answer && answer.pages[0] === null) notFound();
  },
  head: ({ queryClient, params, dataSaver, t }): PageHead | undefined => {
    const shown = firstPageOf(queryClient, params.id ?? '');
    if (!shown) return undefined;
    const { collection, owner, items } = shown;
    const cover = items[0];
    return {
      title: siteTitle(t, t('collections.page.headTitle', { name: collection.name, owner: owner.fullName })),
      description: pageDescription(
        collection.description ??
          t('collections.page.headDescription', { count: collection.itemCount, owner: owner.fullName }),
      ),
      path: `/collections/${collection.id}`,
      image: cover && shareImage(cover.images, cover.title ?? collection.name),
      preloadImage: cover ? imagePreload(cover.images, WORK_CARD_IMAGE_SIZES, { dataSaver }) : undefined,
    };
  },
};

export default function CollectionRoute() {
  const { id = '' } = useParams();
  const t = useT();
  const dataSaver = useDataSaver();
  const query = useCollection(id);
  const signedIn = useSession().status === 'signed-in';
  const askedAsMember = useRef(false);
  const notFound = query.data?.pages[0] === null;
  // The server renders every visitor signed out, so a private collection arrives as not found:
  // asked again once with the member's sign-in, its owner sees it.
  useEffect(() => {
    if (!notFound || !signedIn || askedAsMember.current) return;
    askedAsMember.current = true;
    void query.refetch();
  }, [notFound, signedIn, query]);

  if (query.isPending) return <PageSpinner label={t('collections.page.loading')} />;
  if (query.isError && !query.data) {
    return <ContentLayout title={t('collections.page.loadFailed')} description={query.error.message} />;
  }
  const first = query.data.pages[0];
  if (!first) {
    return (
      <ContentLayout
        title={t('collections.page.notFound')}
        description={t('collections.page.notFoundText')}
      />
    );
  }
  const works = query.data.pages.flatMap((shown) => shown?.items ?? []);
  const titleOf = (work: { title: string | null }) => work.title ?? t('collections.untitled');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <CollectionHeader collection={first.collection} owner={first.owner} />
      {works.length === 0 ? (
        <EmptyState title={t('collections.empty')} />
      ) : (
        <section aria-label={t('collections.page.gridLabel')}>
          <WorksGrid
            works={works}
            prioritiseFirst
            tagSearch={(tag) => `/works?${new URLSearchParams({ tag }).toString()}`}
            actionFor={(work) =>
              first.ownedByMe ? (
                <RemoveFromCollectionButton
                  collectionId={first.collection.id}
                  itemId={work.id}
                  title={titleOf(work)}
                />
              ) : (
                <SaveButton itemId={work.id} title={titleOf(work)} />
              )
            }
          />
          <MorePages
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onScroll={!dataSaver}
            onMore={() => void query.fetchNextPage()}
            labels={{
              end: t('collections.page.more.end'),
              failed: t('collections.page.more.failed'),
              loading: t('collections.page.more.loading'),
              load: t('collections.page.more.load'),
              tryAgain: t('collections.page.more.tryAgain'),
            }}
          />
        </section>
      )}
    </div>
  );
}
