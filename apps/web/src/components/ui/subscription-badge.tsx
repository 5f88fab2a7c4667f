import type { SubscriptionStatus } from '@creators-archive/contract';

const badges: Record<SubscriptionStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-100 text-emerald-800' },
  cancelled: { label: 'Cancelled', className: 'bg-amber-100 text-amber-800' },
  expired: { label: 'Inactive', className: 'bg-stone-200 text-stone-700' },
};

export function SubscriptionBadge({ status }: { status: SubscriptionStatus | null }) {
  const badge = badges[status ?? 'expired'];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>{badge.label}</span>
  );
}
