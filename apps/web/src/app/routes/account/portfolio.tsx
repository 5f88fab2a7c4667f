import { ContentLayout } from '../../../components/layouts/content-layout';
import { PortfolioManager } from '../../../features/portfolio/components/portfolio-manager';
import { useSignedInUser } from '../../../lib/session';

export default function PortfolioRoute() {
  const user = useSignedInUser();
  return (
    <ContentLayout
      title="Portfolio"
      documentTitle="Portfolio"
      description="The work you show on your public profile. Drag cards to change their order."
      className="max-w-5xl"
    >
      <PortfolioManager userId={user.id} />
    </ContentLayout>
  );
}
