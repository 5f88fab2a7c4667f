import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

export default function JoinSuccessRoute() {
  return (
    <ContentLayout title="Thank you for joining" documentTitle="Thank you for joining">
      <EmptyState
        title="Paid membership opens soon"
        action={
          <Link to="/dashboard" className={buttonClasses('primary')}>
            Go to your dashboard
          </Link>
        }
      >
        Once payments are live, this page will confirm your membership. Nothing has been charged.
      </EmptyState>
    </ContentLayout>
  );
}
