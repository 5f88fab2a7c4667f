import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMySubscription, type MySubscription } from '../api/get-my-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { perInterval } from '../plan-price';

/** The member's plan, its state and dates, with cancel and reactivate behind a confirmation. */
export function MembershipCard() {
  const membership = useMySubscription();

  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="plan-heading" className="text-sm font-medium text-stone-500">
        Current plan
      </h2>
      {membership.isPending && <Spinner label="Loading your membership" className="mt-2" />}
      {membership.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {membership.error.message}
        </p>
      )}
      {membership.data === null && (
        <div className="mt-2">
          <p className="text-lg font-semibold text-stone-900">No membership yet</p>
          <p className="mt-1 text-sm text-stone-600">Choose a plan below to become a member.</p>
        </div>
      )}
      {membership.data && <Membership subscription={membership.data} />}
    </section>
  );
}

function periodLine(subscription: MySubscription): string {
  const end = formatDate(subscription.current_period_end);
  if (subscription.status === 'expired') return `Expired on ${end}`;
  if (subscription.status === 'active' && subscription.renews_with === 'card') {
    return `Renews on ${end} with your saved card`;
  }
  if (subscription.status === 'active' && subscription.renews_with === 'pay_link') {
    return `Renew by ${end}: we e-mail you a link to pay three days before`;
  }
  return `Access until ${end}`;
}

function Membership({ subscription }: { subscription: MySubscription }) {
  const { plan, status, next_plan: nextPlan } = subscription;
  const failures = subscription.renewal_failures;
  return (
    <div className="mt-2 space-y-3">
      <p className="flex flex-wrap items-center gap-3 text-lg font-semibold text-stone-900">
        {plan.name}
        <SubscriptionBadge status={status} />
      </p>
      <p className="text-sm text-stone-700">
        {formatMoney(subscription.amount, subscription.currency)} / {perInterval[plan.interval]}
      </p>
      <p className="text-sm text-stone-700">{periodLine(subscription)}</p>
      {nextPlan && (
        <p className="text-sm text-stone-700">
          Changes to {nextPlan.name} on{' '}
          {formatDate(subscription.next_plan_starts_at ?? subscription.current_period_end)}
        </p>
      )}
      {failures > 0 && (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {failures === 1 ? 'The renewal payment failed.' : `The renewal payment failed ${failures} times.`}{' '}
          We try again 1, 3 and 5 days after the period ends. Check your default card below, or pay now from
          the link we e-mailed you.
        </p>
      )}
      <MembershipActions subscription={subscription} />
    </div>
  );
}

function MembershipActions({ subscription }: { subscription: MySubscription }) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const end = formatDate(subscription.current_period_end);

  if (subscription.status === 'active') {
    return (
      <ConfirmDialog
        trigger={<Button variant="secondary">Cancel membership</Button>}
        title="Cancel your membership?"
        confirmLabel="Yes, cancel"
        dismissLabel="Keep membership"
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            notify.success(`Membership cancelled. You keep access until ${end}.`);
          } catch (error) {
            notify.error((error as Error).message);
          }
        }}
      >
        Nothing more is charged. Your membership stays active until {end}, then ends. You can reactivate it
        until then.
      </ConfirmDialog>
    );
  }

  if (subscription.status === 'cancelled') {
    return (
      <ConfirmDialog
        trigger={<Button>Reactivate</Button>}
        title="Reactivate your membership?"
        confirmLabel="Yes, reactivate"
        onConfirm={async () => {
          try {
            await reactivate.mutateAsync();
            notify.success('Your membership renews again');
          } catch (error) {
            notify.error((error as Error).message);
          }
        }}
      >
        Your membership renews on {end} for {formatMoney(subscription.amount, subscription.currency)}, charged
        to your default card, or paid from the link we e-mail you when you have none.
      </ConfirmDialog>
    );
  }

  return null;
}
