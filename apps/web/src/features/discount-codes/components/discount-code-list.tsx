import type { Plan } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useDeactivateDiscountCode } from '../api/deactivate-discount-code';
import { useDiscountCodes, type AdminDiscountCode } from '../api/find-discount-codes';
import { formatCodePlans, formatCodeUse, formatCodeValue } from '../terms';

/** Every discount code (admins), newest first, with 'Deactivate' on the active ones. */
export function DiscountCodeList({ plans }: { plans: readonly Plan[] }) {
  const codes = useDiscountCodes();
  const t = useT();

  return (
    <section aria-label={t('admin.discountCodes.title')} className="space-y-4">
      {codes.isPending && <Spinner label={t('admin.discountCodes.loading')} />}
      {codes.isError && (
        <p role="alert" className="text-sm text-red-700">
          {codes.error.message}
        </p>
      )}
      {codes.isSuccess && codes.data.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.discountCodes.empty')}</p>
      )}
      {codes.isSuccess && codes.data.length > 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white px-4">
          <SimpleTable
            columns={[
              { label: t('admin.discountCodes.code') },
              { label: t('admin.discountCodes.columns.discount') },
              { label: t('admin.discountCodes.columns.plans') },
              { label: t('admin.discountCodes.columns.dates') },
              { label: t('admin.discountCodes.columns.used') },
              { label: t('admin.discountCodes.columns.status') },
              { label: t('admin.discountCodes.columns.actions'), hidden: true },
            ]}
          >
            {codes.data.map((code) => (
              <DiscountCodeRow key={code.id} code={code} plans={plans} />
            ))}
          </SimpleTable>
        </div>
      )}
    </section>
  );
}

const statusLabels: Record<AdminDiscountCode['status'], MessageId> = {
  active: 'admin.discountCodes.active',
  scheduled: 'admin.discountCodes.scheduled',
  expired: 'admin.discountCodes.expired',
  used_up: 'admin.discountCodes.usedUp',
  deactivated: 'admin.discountCodes.deactivated',
};

function DiscountCodeRow({ code, plans }: { code: AdminDiscountCode; plans: readonly Plan[] }) {
  const deactivate = useDeactivateDiscountCode();
  const deactivated = code.status === 'deactivated';
  const t = useT();
  const locale = useLocale();

  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-mono font-medium text-stone-900">
        {code.code}
      </th>
      <Cell label={t('admin.discountCodes.columns.discount')}>{formatCodeValue(code, t, locale)}</Cell>
      <Cell label={t('admin.discountCodes.columns.plans')}>
        {formatCodePlans(code.planIds, plans, t, locale)}
      </Cell>
      <Cell label={t('admin.discountCodes.columns.dates')}>
        {code.expiresAt
          ? t('admin.discountCodes.fromUntil', {
              start: formatDate(code.startsAt, locale),
              end: formatDate(code.expiresAt, locale),
            })
          : t('admin.discountCodes.from', { start: formatDate(code.startsAt, locale) })}
      </Cell>
      <Cell label={t('admin.discountCodes.columns.used')}>{formatCodeUse(code, t)}</Cell>
      <Cell label={t('admin.discountCodes.columns.status')} className="">
        {code.status === 'active' ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            {t(statusLabels.active)}
          </span>
        ) : (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {t(statusLabels[code.status])}
          </span>
        )}
      </Cell>
      <Cell className="text-right">
        {!deactivated && (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t('admin.discountCodes.deactivate.action')}</Button>}
            title={t('admin.discountCodes.deactivate.title', { code: code.code })}
            confirmLabel={t('admin.discountCodes.deactivate.confirm')}
            onConfirm={async () => {
              try {
                await deactivate.mutateAsync(code.id);
                notify.success(t('admin.discountCodes.deactivate.done', { code: code.code }));
              } catch (error) {
                notify.error((error as Error).message);
              }
            }}
          >
            {t('admin.discountCodes.deactivate.description')}
          </ConfirmDialog>
        )}
      </Cell>
    </tr>
  );
}
