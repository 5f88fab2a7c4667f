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
  const review = useVerificationReview(id);

  if (review.isPending) return <Spinner label="Loading the request" />;
  if (review.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {review.error.message}
      </p>
    );
  }
  return <ReviewDetails review={review.data} onDecided={onDecided} />;
}

function ReviewDetails({ review, onDecided }: { review: Review; onDecided: () => void }) {
  const { request, member, portfolio, history, documentUrl } = review;
  const approve = useApproveVerificationRequest();
  const reject = useRejectVerificationRequest();
  const revoke = useRevokeVerification();
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const earlier = history.filter((item) => item.id !== request.id);

  const approveRequest = async () => {
    try {
      await approve.mutateAsync(request.id);
      notify.success(`${member.fullName} is verified`);
      onDecided();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const rejectRequest = async (reason: string) => {
    await reject.mutateAsync({ id: request.id, reason });
    notify.success(`${member.fullName}’s application was rejected`);
    onDecided();
  };

  return (
    <div className="space-y-6">
      <Panel title="Member">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-stone-600">Name</dt>
          <dd className="flex items-center gap-2 font-medium text-stone-900">
            {member.fullName} {member.verified && <VerifiedBadge />}
          </dd>
          <dt className="text-stone-600">E-mail</dt>
          <dd>{member.email}</dd>
          <dt className="text-stone-600">Based in</dt>
          <dd>{place || 'Not given'}</dd>
          <dt className="text-stone-600">Member since</dt>
          <dd>{formatDate(member.createdAt)}</dd>
          <dt className="text-stone-600">Membership</dt>
          <dd>
            <SubscriptionBadge status={member.subscriptionStatus} />
          </dd>
        </dl>
      </Panel>

      <Panel title="Application">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <VerificationStatusBadge status={request.status} />
          Sent {formatDate(request.submittedAt)}
          {request.decidedAt && ` · decided ${formatDate(request.decidedAt)}`}
        </p>
        <h3 className="text-sm font-semibold text-stone-900">Statement</h3>
        <p className="text-sm leading-6 whitespace-pre-wrap text-stone-800">{request.statement}</p>
        <h3 className="text-sm font-semibold text-stone-900">Links</h3>
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
            <span className="font-medium">Reason:</span> {request.reason}
          </p>
        )}
        {documentUrl ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => window.open(documentUrl, '_blank', 'noopener,noreferrer')}
            >
              Open document
            </Button>
            {review.documentLinkExpiresAt && (
              <p className="mt-1 text-xs text-stone-600">
                The link works for a few minutes; reload the page for a new one.
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            {request.hasDocument ? 'The document is no longer available.' : 'No identity document sent.'}
          </p>
        )}
        {request.status === 'pending' && (
          <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <ConfirmDialog
              trigger={<Button disabled={approve.isPending}>Approve</Button>}
              title={`Approve ${member.fullName}?`}
              confirmLabel="Yes, approve"
              onConfirm={approveRequest}
            >
              They get the verified badge on their profile and card and are e-mailed; the identity document is
              deleted.
            </ConfirmDialog>
            <ReasonDialog
              trigger={
                <Button variant="secondary" disabled={approve.isPending}>
                  Reject
                </Button>
              }
              title={`Reject ${member.fullName}’s application?`}
              description={`The member is e-mailed this reason and may apply again after ${VERIFICATION_REAPPLY_DAYS} days.`}
              schema={ZDecisionReason}
              name="reason"
              confirmLabel="Yes, reject"
              onConfirm={rejectRequest}
            />
          </div>
        )}
        {request.status !== 'pending' && member.verified && (
          <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <ReasonDialog
              trigger={<Button variant="secondary">Revoke verification</Button>}
              title={`Revoke ${member.fullName}’s verification?`}
              description="The verified badge leaves their profile and card at once, and they are e-mailed this reason."
              schema={ZDecisionReason}
              name="reason"
              confirmLabel="Yes, revoke"
              onConfirm={async (reason) => {
                await revoke.mutateAsync({ memberId: member.id, reason });
                notify.success(`${member.fullName} is no longer verified`);
              }}
            />
          </div>
        )}
      </Panel>

      <Panel title="Portfolio">
        {portfolio.length === 0 ? (
          <p className="text-sm text-stone-600">No works in the portfolio.</p>
        ) : (
          <ul aria-label="Portfolio" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {portfolio.map((item) => (
              <li key={item.id} className="space-y-1">
                <div className="aspect-[4/3] overflow-hidden rounded-lg bg-stone-100">
                  <ResponsiveImage
                    image={item}
                    alt={item.title ?? 'Untitled work'}
                    sizes="(min-width: 640px) 25vw, 50vw"
                    className="size-full object-cover"
                  />
                </div>
                <p className="truncate text-xs text-stone-700">{item.title ?? 'Untitled'}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Earlier applications">
        {earlier.length === 0 ? (
          <p className="text-sm text-stone-600">None.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {earlier.map((item) => (
              <li key={item.id} className="space-y-1 py-2 text-sm">
                <p className="flex flex-wrap items-center gap-2 text-stone-700">
                  <VerificationStatusBadge status={item.status} />
                  Sent {formatDate(item.submittedAt)}
                  {item.decidedAt && ` · decided ${formatDate(item.decidedAt)}`}
                </p>
                {item.reason && <p className="text-stone-700">Reason: {item.reason}</p>}
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
