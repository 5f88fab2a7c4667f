import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMySubscription, type MySubscription } from '../api/get-my-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { PricePerInterval } from './price-per-interval';

/** The member's plan, its state and dates, with cancel and reactivate behind a confirmation. */
export function MembershipCard() {
  const t = useT();
  const membership = useMySubscription();

  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="plan-heading" className="text-sm font-medium text-stone-500">
        {t('subscriptions.membership.currentPlan')}
      </h2>
      {membership.isPending && <Spinner label={t('subscriptions.membership.loading')} className="mt-2" />}
      {membership.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {membership.error.message}
        </p>
      )}
      {membership.data === null && (
        <div className="mt-2">
          <p className="text-lg font-semibold text-stone-900">{t('subscriptions.membership.none')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('subscriptions.membership.chooseBelow')}</p>
        </div>
      )}
      {membership.data && <Membership subscription={membership.data} />}
    </section>
  );
}

function periodLine(subscription: MySubscription, end: string, t: Translate): string {
  if (subscription.status === 'expired') return t('subscriptions.membership.expiredOn', { date: end });
  if (subscription.status === 'active' && subscription.renews_with === 'card') {
    return t('subscriptions.membership.renewsWithCard', { date: end });
  }
  if (subscription.status === 'active' && subscription.renews_with === 'pay_link') {
    return t('subscriptions.membership.renewsWithPayLink', { date: end });
  }
  return t('subscriptions.membership.accessUntil', { date: end });
}

function Membership({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const locale = useLocale();
  const { plan, status, next_plan: nextPlan } = subscription;
  const failures = subscription.renewal_failures;
  return (
    <div className="mt-2 space-y-3">
      <p className="flex flex-wrap items-center gap-3 text-lg font-semibold text-stone-900">
        {plan.name}
        <SubscriptionBadge status={status} />
      </p>
      <p className="text-sm text-stone-700">
        <PricePerInterval
          amount={subscription.amount}
          currency={subscription.currency}
          interval={plan.interval}
        />
      </p>
      <p className="text-sm text-stone-700">
        {periodLine(subscription, formatDate(subscription.current_period_end, locale), t)}
      </p>
      {nextPlan && (
        <p className="text-sm text-stone-700">
          {t('subscriptions.membership.changesTo', {
            plan: nextPlan.name,
            date: formatDate(subscription.next_plan_starts_at ?? subscription.current_period_end, locale),
          })}
        </p>
      )}
      {subscription.payment_due ? (
        <PaymentDue due={subscription.payment_due} />
      ) : (
        failures > 0 && (
          <p
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t('subscriptions.membership.renewalFailed', { failures })}
          </p>
        )
      )}
      <MembershipActions subscription={subscription} />
    </div>
  );
}

/** The period that ended is unpaid: why, when the card is tried again, and until when access lasts. */
function PaymentDue({ due }: { due: NonNullable<MySubscription['payment_due']> }) {
  const t = useT();
  const locale = useLocale();
  const grace = formatDate(due.grace_ends_at, locale);
  const reasons = {
    card_declined: t('subscriptions.membership.paymentDue.cardDeclined', {
      date: due.next_retry_at ? formatDate(due.next_retry_at, locale) : grace,
    }),
    card_unusable: t('subscriptions.membership.paymentDue.cardUnusable'),
    awaiting_payment: t('subscriptions.membership.paymentDue.awaitingPayment'),
  };
  return (
    <div
      role="alert"
      className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-medium">
        {t('subscriptions.membership.paymentDue.since', { date: formatDate(due.since, locale) })}
      </p>
      <p>{reasons[due.reason]}</p>
      <p>{t('subscriptions.membership.paymentDue.keepAccess', { date: grace })}</p>
    </div>
  );
}

function MembershipActions({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const locale = useLocale();
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const end = formatDate(subscription.current_period_end, locale);

  if (subscription.status === 'active') {
    return (
      <ConfirmDialog
        trigger={<Button variant="secondary">{t('subscriptions.membership.cancel')}</Button>}
        title={t('subscriptions.membership.cancelTitle')}
        confirmLabel={t('subscriptions.membership.cancelConfirm')}
        dismissLabel={t('subscriptions.membership.keep')}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            notify.success(t('subscriptions.membership.cancelled', { date: end }));
          } catch (error) {
            notify.error((error as Error).message);
          }
        }}
      >
        {t('subscriptions.membership.cancelText', { date: end })}
      </ConfirmDialog>
    );
  }

  if (subscription.status === 'cancelled') {
    return (
      <ConfirmDialog
        trigger={<Button>{t('subscriptions.membership.reactivate')}</Button>}
        title={t('subscriptions.membership.reactivateTitle')}
        confirmLabel={t('subscriptions.membership.reactivateConfirm')}
        onConfirm={async () => {
          try {
            await reactivate.mutateAsync();
            notify.success(t('subscriptions.membership.reactivated'));
          } catch (error) {
            notify.error((error as Error).message);
          }
        }}
      >
        {t('subscriptions.membership.reactivateText', {
          date: end,
          amount: formatMoney(subscription.amount, subscription.currency, locale),
        })}
      </ConfirmDialog>
    );
  }

  return null;
}
