import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { useMySubscription } from '../api/get-my-subscription';
import { CheckoutForm } from './checkout-form';
import { PlanList } from './plan-list';

/**
 * The plans on the billing page: a member without a running membership subscribes again; one with
 * a running membership pays for the next period, on the plan chosen, from its end.
 */
export function ChangePlan({ country }: { country: string | null }) {
  const t = useT();
  const locale = useLocale();
  const membership = useMySubscription();
  const [choice, setChoice] = useState<{ plan: Plan; currency: Currency } | null>(null);
  const running = membership.data && membership.data.status !== 'expired' ? membership.data : null;

  const note = running ? (
    <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
      {t('subscriptions.changePlan.nextPeriodNote', {
        date: formatDate(running.current_period_end, locale),
        plan: running.plan.name,
      })}
    </p>
  ) : null;

  if (choice) {
    return <CheckoutForm {...choice} payer="billing" note={note} onBack={() => setChoice(null)} />;
  }
  return (
    <PlanList country={country} note={note} onChoose={(plan, currency) => setChoice({ plan, currency })} />
  );
}
