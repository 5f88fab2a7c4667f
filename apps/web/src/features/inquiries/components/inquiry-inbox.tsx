import {
  inquiryStatuses,
  type Inquiry,
  type InquiryStatus,
} from '@creators-archive/contract/inquiries/inquiry';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useInquiries } from '../api/find-inquiries';
import { useUpdateInquiry } from '../api/update-inquiry';
import { openToName } from './open-to-names';

/** Each status's name; every id written out so the messages check finds it. */
function statusName(t: Translate, status: InquiryStatus): string {
  switch (status) {
    case 'new':
      return t('account.inquiries.status.new');
    case 'replied':
      return t('account.inquiries.status.replied');
    case 'archived':
      return t('account.inquiries.status.archived');
    case 'spam':
      return t('account.inquiries.status.spam');
  }
}

/** The designer's inquiries, newest first, in one status or all, each movable to another status. */
export function InquiryInbox() {
  const t = useT();
  const [status, setStatus] = useState<InquiryStatus | undefined>(undefined);
  const query = useInquiries(status);
  const inquiries = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <label htmlFor="inquiry-status" className="block text-sm font-medium text-stone-800">
          {t('account.inquiries.show')}
        </label>
        <select
          id="inquiry-status"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || undefined) as InquiryStatus | undefined)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">{t('account.inquiries.all')}</option>
          {inquiryStatuses.map((each) => (
            <option key={each} value={each}>
              {statusName(t, each)}
            </option>
          ))}
        </select>
      </div>
      {query.isPending ? (
        <PageSpinner label={t('account.inquiries.loading')} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      ) : inquiries.length === 0 ? (
        <EmptyState title={t('account.inquiries.empty.title')}>
          {t('account.inquiries.empty.text')}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {inquiries.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('account.inquiries.more')}
        </Button>
      )}
    </div>
  );
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateInquiry();
  const sentAt = new Date(inquiry.createdAt).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  function moveTo(status: InquiryStatus) {
    update.mutate(
      { id: inquiry.id, status },
      {
        onSuccess: () =>
          notify.success(
            status === 'spam'
              ? t('account.inquiries.markedSpam', { email: inquiry.senderEmail })
              : t('account.inquiries.moved'),
          ),
        onError: (error) => notify.error(error.message),
      },
    );
  }

  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-stone-900">
          {inquiry.senderName}{' '}
          <a
            href={`mailto:${inquiry.senderEmail}`}
            className="text-sm font-normal text-brand-700 underline underline-offset-4"
          >
            {inquiry.senderEmail}
          </a>
        </h2>
        <p className="text-xs text-stone-500">{sentAt}</p>
      </div>
      <p className="text-sm text-stone-600">
        {openToName(t, inquiry.kind)}
        {inquiry.budget && ` · ${t('account.inquiries.budget', { budget: inquiry.budget })}`}
        {inquiry.item &&
          ` · ${t('account.inquiries.about', { title: inquiry.item.title ?? t('account.inquiries.untitled') })}`}
      </p>
      <p className="text-sm leading-6 whitespace-pre-line text-stone-800">{inquiry.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
          {statusName(t, inquiry.status)}
        </span>
        {inquiryStatuses
          .filter((status) => status !== inquiry.status)
          .map((status) => (
            <Button key={status} variant="ghost" disabled={update.isPending} onClick={() => moveTo(status)}>
              {t('account.inquiries.moveTo', { status: statusName(t, status) })}
            </Button>
          ))}
      </div>
    </li>
  );
}
