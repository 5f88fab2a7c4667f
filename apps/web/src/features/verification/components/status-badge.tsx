import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';
import type { MessageId } from '@creators-archive/i18n';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';

export const statusLabels: Record<VerificationStatus, MessageId> = {
  pending: 'verification.status.pending',
  approved: 'verification.status.approved',
  rejected: 'verification.status.rejected',
  withdrawn: 'verification.status.withdrawn',
};

const tones: Record<VerificationStatus, BadgeTone> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'refused',
  withdrawn: 'over',
};

/** A verification request's state: Pending, Approved, Rejected or Withdrawn. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const t = useT();
  return <StatusBadge tone={tones[status]}>{t(statusLabels[status])}</StatusBadge>;
}
