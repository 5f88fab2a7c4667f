import { useParams } from 'react-router';
import { PortfolioGallery } from '../../features/portfolio/components/portfolio-gallery';
import { DesignerProfile } from '../../features/users/components/designer-profile';

export default function DesignerRoute() {
  const { id = '' } = useParams();
  return (
    <DesignerProfile id={id}>
      {(designer) => <PortfolioGallery userId={designer.id} designerName={designer.fullName} />}
    </DesignerProfile>
  );
}
