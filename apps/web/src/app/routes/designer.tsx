import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { portfolioItemsQueryOptions } from '../../features/portfolio/api/find-portfolio-items';
import { PortfolioGallery } from '../../features/portfolio/components/portfolio-gallery';
import { DesignerProfile } from '../../features/users/components/designer-profile';

export default function DesignerRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // The work is asked for beside the profile rather than after it: the cover shows a round trip sooner.
  useEffect(() => {
    void queryClient.prefetchQuery(portfolioItemsQueryOptions({ userId: id.toLowerCase(), limit: 50 }));
  }, [queryClient, id]);
  return (
    <DesignerProfile id={id}>
      {(designer) => <PortfolioGallery userId={designer.id} designerName={designer.fullName} />}
    </DesignerProfile>
  );
}
