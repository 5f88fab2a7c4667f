import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useWithdrawVerificationRequest } from '../api/withdraw-verification-request';
import { VerificationStatusBadge } from './status-badge';

/** The member's requests, newest first: state, dates, a rejection's reason, withdrawing a pending one. */
export function VerificationHistory({ requests }: { requests: VerificationRequest[] }) {
  return (
    <section
      aria-labelledby="verification-history-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="verification-history-heading" className="text-lg font-semibold text-stone-900">
        Your applications
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-stone-600">You have not applied yet.</p>
      ) : (
        <ul aria-label="Your applications" className="divide-y divide-stone-100">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: VerificationRequest }) {
  const withdraw = useWithdrawVerificationRequest();
  const submitted = formatDate(request.submittedAt);

  const withdrawRequest = async () => {
    try {
      await withdraw.mutateAsync(request.id);
      notify.success('Application withdrawn');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <li aria-label={`Application of ${submitted}`} className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
          <VerificationStatusBadge status={request.status} />
          <span>Sent {submitted}</span>
          {request.decidedAt && (
            <span className="text-stone-600">
              · {request.status === 'withdrawn' ? 'Withdrawn' : 'Decided'} {formatDate(request.decidedAt)}
            </span>
          )}
        </p>
        {request.status === 'pending' && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={withdraw.isPending}>
                Withdraw
              </Button>
            }
            title="Withdraw your application?"
            confirmLabel="Yes, withdraw"
            dismissLabel="Keep it"
            onConfirm={withdrawRequest}
          >
            The team will not review it{request.hasDocument && ' and your identity document is deleted'}. You
            can apply again afterwards.
          </ConfirmDialog>
        )}
      </div>
      {request.status === 'rejected' && request.reason && (
        <p className="text-sm text-stone-700">
          <span className="font-medium">Reason:</span> {request.reason}
        </p>
      )}
    </li>
  );
}
