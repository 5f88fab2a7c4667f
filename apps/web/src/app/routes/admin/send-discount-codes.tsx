import { AdminLayout } from '../../../components/layouts/admin-layout';
import { SendDiscountCodesForm } from '../../../features/discount-codes/components/send-discount-codes-form';
import { usePlans } from '../../../features/subscriptions/api/find-plans';
import { useT } from '../../../i18n/use-t';

/** E-mails an active discount code to a list of addresses and follows the campaign. */
export default function SendDiscountCodesRoute() {
  const plans = usePlans();
  const t = useT();
  return (
    <AdminLayout title={t('admin.sendCodes.title')}>
      <SendDiscountCodesForm plans={plans.data ?? []} />
    </AdminLayout>
  );
}
