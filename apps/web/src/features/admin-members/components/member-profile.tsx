import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { AdminMember } from '../api/get-member';
import { Facts, Panel } from './panel';

/** Who the member is and how to reach them, with their account's state. */
export function MemberProfile({ profile }: { profile: AdminMember['profile'] }) {
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Panel title="Profile">
      <Facts
        facts={[
          ['E-mail', profile.email],
          ['Phone', profile.phone ?? 'Not given'],
          ['Based in', place || 'Not given'],
          ['Role', profile.role === 'admin' ? 'Admin' : 'Member'],
          ['Member since', formatDate(profile.createdAt)],
          ['Verified', profile.verified ? <VerifiedBadge key="verified" /> : 'No'],
          ['Account', profile.suspendedAt ? `Suspended since ${formatDate(profile.suspendedAt)}` : 'Active'],
          ['Two-step sign-in', profile.mfaEnrolled ? 'Set up' : 'Not set up'],
          ['Portfolio works', profile.portfolioItems.toLocaleString()],
        ]}
      />
    </Panel>
  );
}

/** The member's membership: plan, state, period and renewal. */
export function MemberSubscription({ subscription }: { subscription: AdminMember['subscription'] }) {
  return (
    <Panel title="Subscription">
      {subscription ? (
        <Facts
          facts={[
            ['Plan', subscription.plan.name],
            ['Status', <SubscriptionBadge key="status" status={subscription.status} />],
            [
              'Period',
              `${formatDate(subscription.current_period_start)} to ${formatDate(subscription.current_period_end)}`,
            ],
            [
              'Renewal',
              subscription.auto_renew ? formatMoney(subscription.amount, subscription.currency) : 'Off',
            ],
            ...(subscription.next_plan
              ? [['Next plan', subscription.next_plan.name] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-stone-600">Never subscribed.</p>
      )}
    </Panel>
  );
}
