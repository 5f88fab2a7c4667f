import type { SubscriptionStatus } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { useT } from '../../i18n/use-t';

const badges: Record<SubscriptionStatus, { label: MessageId; className: string }> = {
  active: { label: 'common.subscriptionStatus.active', className: 'bg-emerald-100 text-emerald-800' },
  cancelled: { label: 'common.subscriptionStatus.cancelled', className: 'bg-amber-100 text-amber-800' },
  expired: { label: 'common.subscriptionStatus.inactive', className: 'bg-stone-200 text-stone-700' },
};

export function SubscriptionBadge({ status }: { status: SubscriptionStatus | null }) {
  const t = useT();
  const badge = badges[status ?? 'expired'];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>
      {t(badge.label)}
    </span>
  );
}
