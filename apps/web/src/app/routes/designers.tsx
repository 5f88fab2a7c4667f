import { DESIGNER_CARD_IMAGE_SIZES } from '@creators-archive/contract/directory/image-sizes';
import { ContentLayout } from '../../components/layouts/content-layout';
import { findDesignersInfiniteQueryOptions } from '../../features/directory/api/find-designers';
import { DesignerDirectory } from '../../features/directory/components/designer-directory';
import { filtersFromSearchParams } from '../../features/directory/hooks/use-designer-filters';
import { useT } from '../../i18n/use-t';
import { imagePreload } from '../page-images';
import { siteTitle, type PageContext, type PublicPage } from '../public-page';

const directoryQuery = ({ searchParams }: Pick<PageContext, 'searchParams'>) =>
  findDesignersInfiniteQueryOptions(filtersFromSearchParams(searchParams));

export const page: PublicPage = {
  rendering: 'server',
  prefetch: ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(directoryQuery({ searchParams })),
  head: ({ queryClient, searchParams, dataSaver, t }) => {
    const first = queryClient.getQueryData(directoryQuery({ searchParams }).queryKey)?.pages[0]?.items[0];
    return {
      title: siteTitle(t, t('directory.title')),
      description: t('directory.headDescription'),
      // The cover of the first card, the page's largest image, on screen on a phone too.
      preloadImage: first?.cover
        ? imagePreload(first.cover.images, DESIGNER_CARD_IMAGE_SIZES, { dataSaver })
        : undefined,
    };
  },
};

export default function DesignersRoute() {
  const t = useT();
  return (
    <ContentLayout
      title={t('directory.title')}
      description={t('directory.description')}
      className="max-w-6xl"
    >
      <DesignerDirectory />
    </ContentLayout>
  );
}
