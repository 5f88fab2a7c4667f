import { useState } from 'react';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { Button } from '../../../components/ui/button';
import type { AdminPlan } from '../../../features/plans-admin/api/find-admin-plans';
import { EditPlanForm, NewPlanForm } from '../../../features/plans-admin/components/plan-form';
import { PlanList } from '../../../features/plans-admin/components/plan-list';
import { notify } from '../../../lib/notify';

/** Every plan with its prices and members; a new plan, editing one, archiving or restoring one. */
export default function AdminPlansRoute() {
  /** The form shown above the list: none, a new plan's, or an existing plan's. */
  const [editing, setEditing] = useState<'new' | AdminPlan | null>(null);
  const close = () => setEditing(null);

  return (
    <AdminLayout title="Plans">
      <div className="space-y-6">
        {editing === null && (
          <div className="flex justify-end">
            <Button onClick={() => setEditing('new')}>New plan</Button>
          </div>
        )}
        {editing === 'new' && (
          <NewPlanForm
            onCancel={close}
            onSaved={(plan) => {
              notify.success(`${plan.name} is created`);
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
              notify.success(`${plan.name} is saved`);
              close();
            }}
          />
        )}
        <PlanList onEdit={setEditing} />
      </div>
    </AdminLayout>
  );
}
