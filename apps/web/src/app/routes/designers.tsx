import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

export default function DesignersRoute() {
  return (
    <ContentLayout
      title="Designers"
      description="Find designers across Africa by discipline and place."
      className="max-w-5xl"
    >
      <EmptyState
        title="The directory is coming soon"
        action={
          <Link to="/join" className={buttonClasses('primary')}>
            Join Creators Archive
          </Link>
        }
      >
        We are building the searchable directory now. Members who join today will be listed in it when it
        opens.
      </EmptyState>
    </ContentLayout>
  );
}
