import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useAdminPlans, type AdminPlan } from '../api/find-admin-plans';
import { useSetPlanArchived } from '../api/save-plan';

/** Every plan (admins) in its shown order, archived ones marked, with 'Edit' and 'Archive' or 'Restore'. */
export function PlanList({ onEdit }: { onEdit: (plan: AdminPlan) => void }) {
  const plans = useAdminPlans();
  const t = useT();

  return (
    <section aria-label={t('admin.plans.title')} className="space-y-4">
      {plans.isPending && <Spinner label={t('admin.plans.loading')} />}
      {plans.isError && (
        <p role="alert" className="text-sm text-red-700">
          {plans.error.message}
        </p>
      )}
      {plans.isSuccess && plans.data.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.plans.empty')}</p>
      )}
      {plans.isSuccess && plans.data.length > 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white p-6">
          <SimpleTable
            columns={[
              { label: t('admin.plans.columns.plan') },
              { label: t('admin.plans.columns.billed') },
              { label: t('admin.plans.columns.prices') },
              { label: t('admin.plans.columns.members') },
              { label: t('admin.plans.columns.status') },
              { label: t('admin.plans.columns.actions'), hidden: true },
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
  const t = useT();
  const locale = useLocale();

  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium text-stone-900">
        {plan.name}
        <span className="block font-mono text-xs font-normal text-stone-500">{plan.code}</span>
      </th>
      <Cell>{plan.interval === 'month' ? t('admin.plans.monthly') : t('admin.plans.yearly')}</Cell>
      <Cell>
        <ul>
          {plan.prices.map((price) => (
            <li key={price.currency}>{formatMoney(price.amount, price.currency, locale)}</li>
          ))}
        </ul>
      </Cell>
      <Cell>{new Intl.NumberFormat(locale).format(plan.members)}</Cell>
      <Cell>
        {archived ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {t('admin.plans.archived')}
          </span>
        ) : (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            {t('admin.plans.onSale')}
          </span>
        )}
      </Cell>
      <Cell>
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('admin.plans.edit', { name: plan.name })}
          >
            {t('admin.plans.editAction')}
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
  const t = useT();
  const { name } = plan;

  const confirm = async () => {
    try {
      await setArchived.mutateAsync({ id: plan.id, archived: archive });
      notify.success(
        archive ? t('admin.plans.archive.done', { name }) : t('admin.plans.restore.done', { name }),
      );
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="secondary"
          aria-label={
            archive ? t('admin.plans.archive.label', { name }) : t('admin.plans.restore.label', { name })
          }
        >
          {archive ? t('admin.plans.archive.action') : t('admin.plans.restore.action')}
        </Button>
      }
      title={archive ? t('admin.plans.archive.title', { name }) : t('admin.plans.restore.title', { name })}
      confirmLabel={archive ? t('admin.plans.archive.confirm') : t('admin.plans.restore.confirm')}
      onConfirm={confirm}
    >
      {archive
        ? t('admin.plans.archive.description', { members: plan.members })
        : t('admin.plans.restore.description')}
    </ConfirmDialog>
  );
}
