import { useState } from 'react';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { Button } from '../../../components/ui/button';
import type { AdminPlan } from '../../../features/plans-admin/api/find-admin-plans';
import { EditPlanForm, NewPlanForm } from '../../../features/plans-admin/components/plan-form';
import { PlanList } from '../../../features/plans-admin/components/plan-list';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';

/** Every plan with its prices and members; a new plan, editing one, archiving or restoring one. */
export default function AdminPlansRoute() {
  /** The form shown above the list: none, a new plan's, or an existing plan's. */
  const [editing, setEditing] = useState<'new' | AdminPlan | null>(null);
  const close = () => setEditing(null);
  const t = useT();

  return (
    <AdminLayout title={t('admin.plans.title')}>
      <div className="space-y-6">
        {editing === null && (
          <div className="flex justify-end">
            <Button onClick={() => setEditing('new')}>{t('admin.plans.newPlan')}</Button>
          </div>
        )}
        {editing === 'new' && (
          <NewPlanForm
            onCancel={close}
            onSaved={(plan) => {
              notify.success(t('admin.plans.created', { name: plan.name }));
              close();
            }}
          />
        )}
        {editing !== null && editing !== 'new' && (
          <EditPlanForm
            key={editing.id}
            plan={editing}
            onCancel={close}
            onSaved={(plan) => {
              notify.success(t('admin.plans.saved', { name: plan.name }));
              close();
            }}
          />
        )}
        <PlanList onEdit={setEditing} />
      </div>
    </AdminLayout>
  );
}
