import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { goToHostedCheckout } from '../../../lib/hosted-checkout';
import { formatMoney } from '../../../lib/money';
import { useMySubscription } from '../api/get-my-subscription';
import { useStartCheckout } from '../api/start-checkout';
import { priceIn } from '../plan-price';

/**
 * Where the pay-now link e-mailed to a member without a saved card lands: one press pays for the
 * member's plan in the membership's currency, on the provider's page.
 */
export function RenewNow() {
  const t = useT();
  const locale = useLocale();
  const membership = useMySubscription();
  const checkout = useStartCheckout();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const subscription = membership.data;
  if (!subscription) return null;
  const amount = formatMoney(
    priceIn(subscription.plan, subscription.currency) ?? subscription.amount,
    subscription.currency,
    locale,
  );

  const payNow = async () => {
    setProblem(null);
    try {
      const started = await checkout.mutateAsync({
        planId: subscription.plan.id,
        currency: subscription.currency,
      });
      if (goToHostedCheckout(started.authorizationUrl)) setLeaving(true);
      else setProblem(t('subscriptions.checkout.paymentPageNotOpened'));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section
      aria-labelledby="renew-heading"
      className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id="renew-heading" className="text-lg font-semibold text-stone-900">
        {t('subscriptions.renew.heading')}
      </h2>
      <p className="text-sm text-stone-700">
        {subscription.status === 'expired'
          ? t('subscriptions.renew.payToRestart', { amount, plan: subscription.plan.name })
          : t('subscriptions.renew.payForNextPeriod', {
              amount,
              plan: subscription.plan.name,
              date: formatDate(subscription.current_period_end, locale),
            })}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button disabled={checkout.isPending || leaving} onClick={() => void payNow()}>
        {t('subscriptions.renew.payNow')}
      </Button>
    </section>
  );
}
