import { ContentLayout } from '../../components/layouts/content-layout';
import { findDesignersInfiniteQueryOptions } from '../../features/directory/api/find-designers';
import { DesignerDirectory } from '../../features/directory/components/designer-directory';
import { filtersFromSearchParams } from '../../features/directory/hooks/use-designer-filters';
import type { ScreenPrefetch } from '../router';

export const prefetch: ScreenPrefetch = ({ queryClient, searchParams }) =>
  queryClient.prefetchInfiniteQuery(findDesignersInfiniteQueryOptions(filtersFromSearchParams(searchParams)));

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
