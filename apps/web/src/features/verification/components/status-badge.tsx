import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

export const statusLabels: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const tones: Record<VerificationStatus, BadgeTone> = {
  pending: 'waiting',
  approved: 'good',
  rejected: 'refused',
  withdrawn: 'over',
};

/** A verification request's state: Pending, Approved, Rejected or Withdrawn. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  return <StatusBadge tone={tones[status]}>{statusLabels[status]}</StatusBadge>;
}
