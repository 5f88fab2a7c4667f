import { useState } from 'react';
import { Link } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DiscountCodeForm } from '../../../features/discount-codes/components/discount-code-form';
import { DiscountCodeList } from '../../../features/discount-codes/components/discount-code-list';
import { usePlans } from '../../../features/subscriptions/api/find-plans';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';

/** Every discount code with its use, deactivating one, and a new one for some plans or every plan. */
export default function AdminDiscountCodesRoute() {
  const plans = usePlans();
  const t = useT();
  const [creating, setCreating] = useState(false);

  return (
    <AdminLayout title={t('admin.discountCodes.title')}>
      <div className="space-y-6">
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/admin/send-discount-codes" className={buttonClasses('secondary')}>
            {t('admin.discountCodes.sendByEmail')}
          </Link>
          {!creating && <Button onClick={() => setCreating(true)}>{t('admin.discountCodes.newCode')}</Button>}
        </div>
        {creating && (
          <DiscountCodeForm
            plans={plans.data ?? []}
            onCancel={() => setCreating(false)}
            onCreated={(code) => {
              notify.success(t('admin.discountCodes.created', { code: code.code }));
              setCreating(false);
            }}
          />
        )}
        <DiscountCodeList plans={plans.data ?? []} />
      </div>
    </AdminLayout>
  );
}
