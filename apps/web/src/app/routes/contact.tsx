import { ContentLayout } from '../../components/layouts/content-layout';
import { EmptyState } from '../../components/ui/empty-state';

export default function ContactRoute() {
  return (
    <ContentLayout
      title="Contact us"
      description="Questions about your account, your membership or a partnership? We would like to hear from you."
    >
      <EmptyState title="Our contact form is coming soon">
        Messages sent from this page will reach our support team directly.
      </EmptyState>
    </ContentLayout>
  );
}
