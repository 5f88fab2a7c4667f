import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useAdminPlans, type AdminPlan } from '../api/find-admin-plans';
import { useSetPlanArchived } from '../api/save-plan';

/** Every plan (admins) in its shown order, archived ones marked, with 'Edit' and 'Archive' or 'Restore'. */
export function PlanList({ onEdit }: { onEdit: (plan: AdminPlan) => void }) {
  const plans = useAdminPlans();

  return (
    <section aria-label="Plans" className="space-y-4">
      {plans.isPending && <Spinner label="Loading plans" />}
      {plans.isError && (
        <p role="alert" className="text-sm text-red-700">
          {plans.error.message}
        </p>
      )}
      {plans.isSuccess && plans.data.length === 0 && <p className="text-sm text-stone-600">No plans yet.</p>}
      {plans.isSuccess && plans.data.length > 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white p-6">
          <SimpleTable
            columns={[
              { label: 'Plan' },
              { label: 'Billed' },
              { label: 'Prices' },
              { label: 'Members' },
              { label: 'Status' },
              { label: 'Actions', hidden: true },
            ]}
          >
            {plans.data.map((plan) => (
              <PlanRow key={plan.id} plan={plan} onEdit={() => onEdit(plan)} />
            ))}
          </SimpleTable>
        </div>
      )}
    </section>
  );
}

function PlanRow({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const archived = plan.archivedAt !== null;

  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium text-stone-900">
        {plan.name}
        <span className="block font-mono text-xs font-normal text-stone-500">{plan.code}</span>
      </th>
      <Cell>{plan.interval === 'month' ? 'Monthly' : 'Yearly'}</Cell>
      <Cell>
        <ul>
          {plan.prices.map((price) => (
            <li key={price.currency}>{formatMoney(price.amount, price.currency)}</li>
          ))}
        </ul>
      </Cell>
      <Cell>{plan.members.toLocaleString()}</Cell>
      <Cell>
        {archived ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            Archived
          </span>
        ) : (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            On sale
          </span>
        )}
      </Cell>
      <Cell>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
            Edit
          </Button>
          <ArchiveToggle plan={plan} />
        </div>
      </Cell>
    </tr>
  );
}

/** Archiving stops new sales only: members on the plan keep it, renewing at its price, until they change. */
function ArchiveToggle({ plan }: { plan: AdminPlan }) {
  const setArchived = useSetPlanArchived();
  const archive = plan.archivedAt === null;
  const members = `${plan.members.toLocaleString()} ${plan.members === 1 ? 'member' : 'members'}`;

  const confirm = async () => {
    try {
      await setArchived.mutateAsync({ id: plan.id, archived: archive });
      notify.success(archive ? `${plan.name} is archived` : `${plan.name} is on sale again`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`${archive ? 'Archive' : 'Restore'} ${plan.name}`}>
          {archive ? 'Archive' : 'Restore'}
        </Button>
      }
      title={archive ? `Archive ${plan.name}?` : `Restore ${plan.name}?`}
      confirmLabel={archive ? 'Yes, archive' : 'Yes, restore'}
      onConfirm={confirm}
    >
      {archive
        ? `New members can no longer choose it. The ${members} on it keep it, renewing at its price, until they change plan.`
        : 'New members can choose it again.'}
    </ConfirmDialog>
  );
}
