import { useParams } from 'react-router';
import { DesignerProfile } from '../../features/users/components/designer-profile';

export default function DesignerRoute() {
  const { id = '' } = useParams();
  return <DesignerProfile id={id} />;
}
