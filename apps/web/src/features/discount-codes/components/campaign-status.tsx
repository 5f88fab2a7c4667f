import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import type { MessageId } from '@creators-archive/i18n';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/dates';
import { useCampaign, type Campaign } from '../api/get-campaign';

const statusLabels: Record<Campaign['recipients'][number]['status'], MessageId> = {
  queued: 'admin.sendCodes.campaign.status.queued',
  sent: 'admin.sendCodes.campaign.status.sent',
  failed: 'admin.sendCodes.campaign.status.failed',
};

/** A campaign's counts and each recipient's state, asked for again with 'Refresh'. */
export function CampaignStatus({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const t = useT();
  const locale = useLocale();

  return (
    <section
      aria-labelledby="campaign-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaign-heading" className="text-lg font-semibold text-stone-900">
          {t('admin.sendCodes.campaign.heading')}
        </h2>
        <Button variant="secondary" disabled={campaign.isFetching} onClick={() => void campaign.refetch()}>
          {t('admin.sendCodes.campaign.refresh')}
        </Button>
      </div>
      {campaign.isPending && <Spinner label={t('admin.sendCodes.campaign.loading')} />}
      {campaign.isError && (
        <p role="alert" className="text-sm text-red-700">
          {campaign.error.message}
        </p>
      )}
      {campaign.isSuccess && (
        <>
          <p className="text-sm text-stone-700">
            <span className="font-mono">{campaign.data.code}</span> · {campaign.data.subject}
          </p>
          <dl className="grid grid-cols-3 gap-4 text-sm">
            {(['queued', 'sent', 'failed'] as const).map((status) => (
              <div key={status} className="rounded-lg bg-stone-50 p-3">
                <dt className="text-stone-600">{t(statusLabels[status])}</dt>
                <dd className="text-xl font-semibold text-stone-900">
                  {new Intl.NumberFormat(locale).format(campaign.data.counts[status])}
                </dd>
              </div>
            ))}
          </dl>
          <SimpleTable
            columns={[
              { label: t('admin.sendCodes.campaign.columns.recipient') },
              { label: t('admin.sendCodes.campaign.columns.state') },
              { label: t('admin.sendCodes.campaign.columns.sentAt') },
            ]}
          >
            {campaign.data.recipients.map((recipient) => (
              <tr key={recipient.email}>
                <th scope="row" className="py-3 pr-4 font-normal text-stone-900">
                  {recipient.email}
                </th>
                <Cell label={t('admin.sendCodes.campaign.columns.state')}>
                  {t(statusLabels[recipient.status])}
                </Cell>
                <Cell label={t('admin.sendCodes.campaign.columns.sentAt')}>
                  {recipient.sentAt ? formatDateTime(recipient.sentAt, locale) : '—'}
                </Cell>
              </tr>
            ))}
          </SimpleTable>
        </>
      )}
    </section>
  );
}
