import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { portfolioItemsQueryOptions } from '../../features/portfolio/api/find-portfolio-items';
import { galleryQuery, PortfolioGallery } from '../../features/portfolio/components/portfolio-gallery';
import { getUserQueryOptions } from '../../features/users/api/get-user';
import { DesignerProfile } from '../../features/users/components/designer-profile';
import type { ScreenPrefetch } from '../router';

export const prefetch: ScreenPrefetch = async ({ queryClient, params, notFound }) => {
  const designer = await queryClient.fetchQuery(getUserQueryOptions(params.id ?? '')).catch(() => undefined);
  if (designer === null) notFound();
  if (designer) {
    await queryClient.prefetchQuery(portfolioItemsQueryOptions(galleryQuery(designer.id)));
  }
};

export default function DesignerRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // The work is asked for beside the profile rather than after it: the cover shows a round trip sooner.
  useEffect(() => {
    void queryClient.prefetchQuery(portfolioItemsQueryOptions(galleryQuery(id.toLowerCase())));
  }, [queryClient, id]);
  return (
    <DesignerProfile id={id}>
      {(designer) => <PortfolioGallery userId={designer.id} designerName={designer.fullName} />}
    </DesignerProfile>
  );
}
