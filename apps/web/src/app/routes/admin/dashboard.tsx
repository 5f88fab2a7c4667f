import { AdminLayout } from '../../../components/layouts/admin-layout';
import { EmptyState } from '../../../components/ui/empty-state';

export default function AdminDashboardRoute() {
  return (
    <AdminLayout title="Admin dashboard">
      <EmptyState title="Admin reports are coming soon">
        Members, subscriptions and payments will be summarised here.
      </EmptyState>
    </AdminLayout>
  );
}
