import type { MySubscription } from '@creators-archive/contract';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { useMySubscription } from '../api/get-my-subscription';

/** The plan and when the paid period ends: from the payment's answer, or read for a signed-in member. */
export function MembershipSummary({ subscription }: { subscription: MySubscription | null }) {
  if (subscription) return <Summary subscription={subscription} />;
  return <ReadMembership />;
}

function ReadMembership() {
  const membership = useMySubscription();
  if (membership.isError) return <p className="text-sm text-red-700">{membership.error.message}</p>;
  if (!membership.data) return null;
  return <Summary subscription={membership.data} />;
}

function Summary({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6">
      <p className="flex items-center gap-3 text-lg font-semibold text-stone-900">
        {subscription.plan.name}
        <SubscriptionBadge status={subscription.status} />
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {t('subscriptions.membership.paidUntil', {
          date: formatDate(subscription.current_period_end, locale),
        })}
      </p>
    </div>
  );
}
