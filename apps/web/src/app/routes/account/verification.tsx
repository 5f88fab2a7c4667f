import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSignedInUser } from '../../../lib/session';

export default function VerificationRoute() {
  const user = useSignedInUser();

  return (
    <ContentLayout
      title="Verification"
      documentTitle="Verification"
      description="The Vetted Program confirms who you are and the quality of your work."
    >
      {user.verified ? (
        <EmptyState title="You are verified">Your profile shows the verified badge.</EmptyState>
      ) : user.subscriptionStatus !== 'active' ? (
        <EmptyState
          title="Verification needs an active membership"
          action={
            <Link to="/join" className={buttonClasses('primary')}>
              Subscribe Now
            </Link>
          }
        >
          Members with an active subscription can apply to the Vetted Program.
        </EmptyState>
      ) : (
        <EmptyState title="Applications are coming soon">
          You will be able to apply for verification from this page.
        </EmptyState>
      )}
    </ContentLayout>
  );
}
