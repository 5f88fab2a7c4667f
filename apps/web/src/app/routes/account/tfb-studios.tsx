import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSignedInUser } from '../../../lib/session';

export default function TfbStudiosRoute() {
  const user = useSignedInUser();

  return (
    <ContentLayout
      title="TFB Studios"
      documentTitle="TFB Studios"
      description="Our partner studios, open to verified members."
      className="max-w-5xl"
    >
      {user.verified ? (
        <EmptyState title="The studios are coming soon">
          Partner studios and how to work with them will be listed here.
        </EmptyState>
      ) : (
        <EmptyState
          title="TFB Studios is open to verified members"
          action={
            <Link to="/vetted-program" className={buttonClasses('secondary')}>
              About the Vetted Program
            </Link>
          }
        >
          Get verified through the Vetted Program to reach our partner studios.
        </EmptyState>
      )}
    </ContentLayout>
  );
}
