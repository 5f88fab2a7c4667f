import { useState } from 'react';
import { Button } from '../../../components/ui/button';
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
  const membership = useMySubscription();
  const checkout = useStartCheckout();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const subscription = membership.data;
  if (!subscription) return null;

  const payNow = async () => {
    setProblem(null);
    try {
      const started = await checkout.mutateAsync({
        planId: subscription.plan.id,
        currency: subscription.currency,
      });
      if (goToHostedCheckout(started.authorizationUrl)) setLeaving(true);
      else setProblem('The payment page could not be opened. Nothing was charged.');
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
        Renew your membership
      </h2>
      <p className="text-sm text-stone-700">
        Pay{' '}
        {formatMoney(
          priceIn(subscription.plan, subscription.currency) ?? subscription.amount,
          subscription.currency,
        )}{' '}
        for {subscription.plan.name}
        {subscription.status === 'expired'
          ? '. Your membership starts again once the payment succeeds.'
          : `, from ${formatDate(subscription.current_period_end)}.`}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button disabled={checkout.isPending || leaving} onClick={() => void payNow()}>
        Pay now
      </Button>
    </section>
  );
}
