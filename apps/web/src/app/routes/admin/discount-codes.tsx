import { useState } from 'react';
import { Link } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DiscountCodeForm } from '../../../features/discount-codes/components/discount-code-form';
import { DiscountCodeList } from '../../../features/discount-codes/components/discount-code-list';
import { usePlans } from '../../../features/subscriptions/api/find-plans';
import { notify } from '../../../lib/notify';

/** Every discount code with its use, deactivating one, and a new one for some plans or every plan. */
export default function AdminDiscountCodesRoute() {
  const plans = usePlans();
  const [creating, setCreating] = useState(false);

  return (
    <AdminLayout title="Discount codes">
      <div className="space-y-6">
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/admin/send-discount-codes" className={buttonClasses('secondary')}>
            Send a code by e-mail
          </Link>
          {!creating && <Button onClick={() => setCreating(true)}>New code</Button>}
        </div>
        {creating && (
          <DiscountCodeForm
            plans={plans.data ?? []}
            onCancel={() => setCreating(false)}
            onCreated={(code) => {
              notify.success(`${code.code} is created`);
              setCreating(false);
            }}
          />
        )}
        <DiscountCodeList plans={plans.data ?? []} />
      </div>
    </AdminLayout>
  );
}
