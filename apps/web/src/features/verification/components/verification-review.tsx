import type { VerificationReview as Review } from '@creators-archive/contract/admin/get-verification-request';
import { ZDecisionReason } from '@creators-archive/contract/admin/reject-verification-request';
import { VERIFICATION_REAPPLY_DAYS } from '@creators-archive/contract/verification/rules';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { T, useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useApproveVerificationRequest,
  useRejectVerificationRequest,
  useRevokeVerification,
} from '../api/decide-verification-request';
import { useVerificationReview } from '../api/get-verification-request';
import { VerificationStatusBadge } from './status-badge';

/**
 * One request for review (admins): who asked, their portfolio, statement, links and earlier
 * requests, the identity document through its signed link, and the decision, each behind a
 * confirmation. `onDecided` runs once the decision is made.
 */
export function VerificationReview({ id, onDecided }: { id: string; onDecided: () => void }) {
  const t = useT();
  const review = useVerificationReview(id);

  if (review.isPending) return <Spinner label={t('verification.review.loading')} />;
  if (review.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {review.error.message}
      </p>
    );
  }
  return <ReviewDetails review={review.data} onDecided={onDecided} />;
}

/** When a request was sent and, once it is, decided. */
function sentAndDecided(
  item: { submittedAt: string; decidedAt: string | null },
  locale: string,
  t: Translate,
): string {
  const sent = formatDate(item.submittedAt, locale);
  return item.decidedAt
    ? t('verification.review.sentAndDecided', { sent, decided: formatDate(item.decidedAt, locale) })
    : t('verification.sentOn', { date: sent });
}

function ReviewDetails({ review, onDecided }: { review: Review; onDecided: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { request, member, portfolio, history, documentUrl } = review;
  const approve = useApproveVerificationRequest();
  const reject = useRejectVerificationRequest();
  const revoke = useRevokeVerification();
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const earlier = history.filter((item) => item.id !== request.id);

  const approveRequest = async () => {
    try {
      await approve.mutateAsync(request.id);
      notify.success(t('verification.review.approved', { member: member.fullName }));
      onDecided();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const rejectRequest = async (reason: string) => {
    await reject.mutateAsync({ id: request.id, reason });
    notify.success(t('verification.review.rejected', { member: member.fullName }));
    onDecided();
  };

  return (
    <div className="space-y-6">
      <Panel title={t('verification.review.member')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-stone-600">{t('verification.review.name')}</dt>
          <dd className="flex items-center gap-2 font-medium text-stone-900">
            {member.fullName} {member.verified && <VerifiedBadge />}
          </dd>
          <dt className="text-stone-600">{t('verification.review.email')}</dt>
          <dd>{member.email}</dd>
          <dt className="text-stone-600">{t('verification.review.basedIn')}</dt>
          <dd>{place || t('verification.review.notGiven')}</dd>
          <dt className="text-stone-600">{t('verification.review.memberSince')}</dt>
          <dd>{formatDate(member.createdAt, locale)}</dd>
          <dt className="text-stone-600">{t('verification.review.membership')}</dt>
          <dd>
            <SubscriptionBadge status={member.subscriptionStatus} />
          </dd>
        </dl>
      </Panel>

      <Panel title={t('verification.review.application')}>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <VerificationStatusBadge status={request.status} />
          {sentAndDecided(request, locale, t)}
        </p>
        <h3 className="text-sm font-semibold text-stone-900">{t('verification.review.statement')}</h3>
        <p className="text-sm leading-6 whitespace-pre-wrap text-stone-800">{request.statement}</p>
        <h3 className="text-sm font-semibold text-stone-900">{t('verification.review.links')}</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {request.links.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-stone-900 underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
        {request.reason && (
          <p className="text-sm text-stone-700">
            {/* The team's words go in as an element, so nothing in them is read as the message's tags. */}
            <T
              id="verification.reason"
              values={{ reason: <>{request.reason}</> }}
              components={{ 0: <span className="font-medium" /> }}
            />
          </p>
        )}
        {documentUrl ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => window.open(documentUrl, '_blank', 'noopener,noreferrer')}
            >
              {t('verification.review.openDocument')}
            </Button>
            {review.documentLinkExpiresAt && (
              <p className="mt-1 text-xs text-stone-600">{t('verification.review.documentLinkExpires')}</p>
            )}
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            {request.hasDocument
              ? t('verification.review.documentGone')
              : t('verification.review.noDocument')}
          </p>
        )}
        {request.status === 'pending' && (
          <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <ConfirmDialog
              trigger={<Button disabled={approve.isPending}>{t('verification.review.approve')}</Button>}
              title={t('verification.review.approveTitle', { member: member.fullName })}
              confirmLabel={t('verification.review.approveConfirm')}
              onConfirm={approveRequest}
            >
              {t('verification.review.approveText')}
            </ConfirmDialog>
            <ReasonDialog
              trigger={
                <Button variant="secondary" disabled={approve.isPending}>
                  {t('verification.review.reject')}
                </Button>
              }
              title={t('verification.review.rejectTitle', { member: member.fullName })}
              description={t('verification.review.rejectText', { days: VERIFICATION_REAPPLY_DAYS })}
              schema={ZDecisionReason}
              name="reason"
              label={t('verification.review.reasonLabel')}
              confirmLabel={t('verification.review.rejectConfirm')}
              onConfirm={rejectRequest}
            />
          </div>
        )}
        {request.status !== 'pending' && member.verified && (
          <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <ReasonDialog
              trigger={<Button variant="secondary">{t('verification.review.revoke')}</Button>}
              title={t('verification.review.revokeTitle', { member: member.fullName })}
              description={t('verification.review.revokeText')}
              schema={ZDecisionReason}
              name="reason"
              label={t('verification.review.reasonLabel')}
              confirmLabel={t('verification.review.revokeConfirm')}
              onConfirm={async (reason) => {
                await revoke.mutateAsync({ memberId: member.id, reason });
                notify.success(t('verification.review.revoked', { member: member.fullName }));
              }}
            />
          </div>
        )}
      </Panel>

      <Panel title={t('verification.review.portfolio')}>
        {portfolio.length === 0 ? (
          <p className="text-sm text-stone-600">{t('verification.review.noWorks')}</p>
        ) : (
          <ul
            aria-label={t('verification.review.portfolio')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          >
            {portfolio.map((item) => (
              <li key={item.id} className="space-y-1">
                <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone-100">
                  <ResponsiveImage
                    image={item}
                    alt={item.title ?? t('verification.review.untitledWork')}
                    sizes="(min-width: 640px) 25vw, 50vw"
                    className="size-full object-cover"
                  />
                </div>
                <p className="truncate text-xs text-stone-700">
                  {item.title ?? t('verification.review.untitled')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title={t('verification.review.earlier')}>
        {earlier.length === 0 ? (
          <p className="text-sm text-stone-600">{t('verification.review.noEarlier')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {earlier.map((item) => (
              <li key={item.id} className="space-y-1 py-2 text-sm">
                <p className="flex flex-wrap items-center gap-2 text-stone-700">
                  <VerificationStatusBadge status={item.status} />
                  {sentAndDecided(item, locale, t)}
                </p>
                {item.reason && (
                  <p className="text-stone-700">
                    {t('verification.review.earlierReason', { reason: item.reason })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
