import { DESIGNER_CARD_IMAGE_SIZES } from '@creators-archive/contract/directory/image-sizes';
import { ContentLayout } from '../../components/layouts/content-layout';
import { findDesignersInfiniteQueryOptions } from '../../features/directory/api/find-designers';
import { DesignerDirectory } from '../../features/directory/components/designer-directory';
import { filtersFromSearchParams } from '../../features/directory/hooks/use-designer-filters';
import { imagePreload } from '../page-images';
import { siteTitle, type PageContext, type PublicPage } from '../public-page';

const directoryQuery = ({ searchParams }: Pick<PageContext, 'searchParams'>) =>
  findDesignersInfiniteQueryOptions(filtersFromSearchParams(searchParams));

export const page: PublicPage = {
  rendering: 'server',
  prefetch: ({ queryClient, searchParams }) =>
    queryClient.prefetchInfiniteQuery(directoryQuery({ searchParams })),
  head: ({ queryClient, searchParams, dataSaver }) => {
    const first = queryClient.getQueryData(directoryQuery({ searchParams }).queryKey)?.pages[0]?.items[0];
    return {
      title: siteTitle('Designers'),
      description:
        'Browse designers across Africa by name, discipline and country: brand identity, illustration, UI/UX, motion, photography and more.',
      // The cover of the first card, the page's largest image, on screen on a phone too.
      preloadImage: first?.cover
        ? imagePreload(first.cover.images, DESIGNER_CARD_IMAGE_SIZES, { dataSaver })
        : undefined,
    };
  },
};

export default function DesignersRoute() {
  return (
    <ContentLayout
      title="Designers"
      description="Find designers across Africa by name, discipline and place."
      className="max-w-6xl"
    >
      <DesignerDirectory />
    </ContentLayout>
  );
}
