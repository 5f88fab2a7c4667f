import { ContentLayout } from '../../components/layouts/content-layout';
import { SaveButton } from '../../features/collections/components/save-button';
import { findWorksInfiniteQueryOptions } from '../../features/works/api/find-works';
import { WORK_CARD_IMAGE_SIZES } from '../../features/works/components/work-card';
import { WorkSearch } from '../../features/works/components/work-search';
import { filtersFromSearchParams } from '../../features/works/hooks/use-work-filters';
import { useT } from '../../i18n/use-t';
import { imagePreload } from '../page-images';
import { siteTitle, type PageContext, type PublicPage } from '../public-page';

const worksQuery = ({ searchParams }: Pick<PageContext, 'searchParams'>) =>
  findWorksInfiniteQueryOptions(filtersFromSearchParams(searchParams));

export const page: PublicPage = {
  rendering: 'server',
  prefetch: ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(worksQuery({ searchParams })),
  head: ({ queryClient, searchParams, dataSaver, t }) => {
    const first = queryClient.getQueryData(worksQuery({ searchParams }).queryKey)?.pages[0]?.items[0];
    return {
      title: siteTitle(t, t('works.title')),
      description: t('works.headDescription'),
      // The cover of the first card, the page's largest image, on screen on a phone too.
      preloadImage: first ? imagePreload(first.images, WORK_CARD_IMAGE_SIZES, { dataSaver }) : undefined,
    };
  },
};

export default function WorksRoute() {
  const t = useT();
  return (
    <ContentLayout title={t('works.title')} description={t('works.description')} className="max-w-6xl">
      <WorkSearch
        actionFor={(work) => <SaveButton itemId={work.id} title={work.title ?? t('works.card.untitled')} />}
      />
    </ContentLayout>
  );
}
