import { AdminLayout } from '../../../components/layouts/admin-layout';
import { SendDiscountCodesForm } from '../../../features/discount-codes/components/send-discount-codes-form';
import { usePlans } from '../../../features/subscriptions/api/find-plans';

/** E-mails an active discount code to a list of addresses and follows the campaign. */
export default function SendDiscountCodesRoute() {
  const plans = usePlans();
  return (
    <AdminLayout title="Send discount codes">
      <SendDiscountCodesForm plans={plans.data ?? []} />
    </AdminLayout>
  );
}
