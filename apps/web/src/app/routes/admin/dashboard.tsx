import { AdminLayout } from '../../../components/layouts/admin-layout';
import { useOverview } from '../../../features/admin-overview/api/get-overview';
import { AdminAlerts } from '../../../features/admin-overview/components/admin-alerts';
import { DailyActivity } from '../../../features/admin-overview/components/daily-activity';
import { OverviewFigures } from '../../../features/admin-overview/components/overview-figures';
import { RecentActivity } from '../../../features/admin-overview/components/recent-activity';
import { useT } from '../../../i18n/use-t';

/** Members, subscriptions, revenue and what awaits an admin, the last 90 days and the latest activity. */
export default function AdminDashboardRoute() {
  const overview = useOverview();
  const t = useT();

  return (
    <AdminLayout title={t('admin.overview.title')}>
      {/* Plain text rather than a spinner: the frame's two-step sign-in notice is the page's one status. */}
      {overview.isPending && <p className="text-sm text-stone-600">{t('admin.overview.loading')}</p>}
      {overview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {overview.error.message}
        </p>
      )}
      {overview.isSuccess && (
        <div className="space-y-8">
          <AdminAlerts />
          <OverviewFigures overview={overview.data} />
          <DailyActivity overview={overview.data} />
          <RecentActivity activity={overview.data.recentActivity} />
        </div>
      )}
    </AdminLayout>
  );
}
