import { ContentLayout } from '../../../components/layouts/content-layout';
import { EmptyState } from '../../../components/ui/empty-state';

export default function PortfolioRoute() {
  return (
    <ContentLayout
      title="Portfolio"
      description="The work you show on your public profile."
      className="max-w-5xl"
    >
      <EmptyState title="Portfolio uploads are coming soon">
        You will be able to upload images with a title, description, category and tags, choose a cover and
        pick your profile picture from your work.
      </EmptyState>
    </ContentLayout>
  );
}
