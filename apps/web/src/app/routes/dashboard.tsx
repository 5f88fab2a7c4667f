import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PortfolioInsights } from '../../features/portfolio/components/portfolio-insights';
import { useSignedInUser } from '../../lib/session';

export default function DashboardRoute() {
  const user = useSignedInUser();
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;

  return (
    <ContentLayout
      title={`Welcome, ${firstName}`}
      documentTitle="Dashboard"
      description="Your corner of Creators Archive."
      className="max-w-5xl"
    >
      <PortfolioInsights />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <EmptyState
          title="Complete your profile"
          action={
            <Link to="/account/settings" className={buttonClasses('secondary')}>
              Open settings
            </Link>
          }
        >
          Your name, place and disciplines help clients find you in the directory.
        </EmptyState>
      </div>
    </ContentLayout>
  );
}
