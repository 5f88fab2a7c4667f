import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';

const badges: Record<VerificationStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-800' },
  approved: { label: 'Approved', className: 'bg-emerald-100 text-emerald-800' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800' },
  withdrawn: { label: 'Withdrawn', className: 'bg-stone-200 text-stone-700' },
};

export const statusLabels: Record<VerificationStatus, string> = {
  pending: badges.pending.label,
  approved: badges.approved.label,
  rejected: badges.rejected.label,
  withdrawn: badges.withdrawn.label,
};

/** A verification request's state: Pending, Approved, Rejected or Withdrawn. */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const badge = badges[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>{badge.label}</span>
  );
}
