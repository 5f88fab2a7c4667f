import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { DesignerCard } from '../../features/directory/components/designer-card';
import { FollowingFeed } from '../../features/follows/components/following-feed';
import { PortfolioInsights } from '../../features/portfolio/components/portfolio-insights';
import { WorksGrid } from '../../features/works/components/works-grid';
import { useT } from '../../i18n/use-t';
import { useSignedInUser } from '../../lib/session';

export default function DashboardRoute() {
  const user = useSignedInUser();
  const t = useT();
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;

  return (
    <ContentLayout
      title={t('dashboard.welcome', { name: firstName })}
      documentTitle={t('dashboard.documentTitle')}
      description={t('dashboard.description')}
      className="max-w-5xl"
    >
      <PortfolioInsights />
      <div className="mt-6">
        <FollowingFeed
          works={(works) => (
            <WorksGrid works={works} tagSearch={(tag) => `/works?tag=${encodeURIComponent(tag)}`} />
          )}
          designer={(card, followButton) => (
            <div className="space-y-3">
              <DesignerCard designer={card} />
              {followButton}
            </div>
          )}
        />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <EmptyState
          title={t('dashboard.completeProfile.title')}
          action={
            <Link to="/account/settings" className={buttonClasses('secondary')}>
              {t('dashboard.completeProfile.action')}
            </Link>
          }
        >
          {t('dashboard.completeProfile.text')}
        </EmptyState>
      </div>
    </ContentLayout>
  );
}
