import { AdminLayout } from '../../../components/layouts/admin-layout';
import { EmptyState } from '../../../components/ui/empty-state';

export default function SendDiscountCodesRoute() {
  return (
    <AdminLayout title="Send discount codes">
      <EmptyState title="Sending discount codes is coming soon">
        You will be able to e-mail discount codes to a list of addresses from here.
      </EmptyState>
    </AdminLayout>
  );
}
