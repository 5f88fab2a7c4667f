import { builtInCurrencies, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { usePlans, type Plan } from '../api/find-plans';
import { useChosenCurrency } from '../chosen-currency';
import { priceIn } from '../plan-price';
import { CurrencySwitcher } from './currency-switcher';
import { PricePerInterval } from './price-per-interval';

type PlanListProps = {
  country: string | null | undefined;
  /** A plan was chosen, to be paid in the currency shown. */
  onChoose: (plan: Plan, currency: Currency) => void;
  /** Above the plans: what choosing one means for this member. */
  note?: ReactNode;
};

/** The paid plans with their prices in the chosen currency, preselected from the member's country. */
export function PlanList({ country, onChoose, note }: PlanListProps) {
  const t = useT();
  const plans = usePlans();
  const [currency, setCurrency] = useChosenCurrency(country);

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-lg font-semibold text-stone-900">
          {t('subscriptions.plans.heading')}
        </h2>
        <CurrencySwitcher currencies={currenciesOf(plans.data)} value={currency} onChange={setCurrency} />
      </div>
      {note}
      {plans.isPending && <Spinner label={t('subscriptions.plans.loading')} />}
      {plans.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {plans.error.message}
        </p>
      )}
      {plans.data?.length === 0 && <p className="text-sm text-stone-600">{t('subscriptions.plans.none')}</p>}
      {plans.data && plans.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} currency={currency} onChoose={() => onChoose(plan, currency)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The currencies to choose among: the five built in, then any other the plans are priced in (one
 * the server's configuration added, such as XOF), and the one chosen.
 */
function currenciesOf(plans: Plan[] | undefined): Currency[] {
  const priced = (plans ?? []).flatMap((plan) => plan.prices.map((price) => price.currency));
  return [...new Set<Currency>([...builtInCurrencies, ...priced])];
}

type PlanCardProps = { plan: Plan; currency: Currency; onChoose: () => void };

function PlanCard({ plan, currency, onChoose }: PlanCardProps) {
  const t = useT();
  const price = priceIn(plan, currency);
  const noteId = `plan-${plan.id}-unpriced`;
  return (
    <article
      aria-label={plan.name}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h3 className="text-base font-semibold text-stone-900">{plan.name}</h3>
      <p className="mt-2 text-2xl font-semibold text-stone-900">
        {price !== undefined ? (
          <PricePerInterval
            amount={price}
            currency={currency}
            interval={plan.interval}
            periodClassName="text-sm font-normal text-stone-600"
          />
        ) : (
          <span className="text-sm font-normal text-stone-600">
            {t('subscriptions.plans.notSoldIn', { currency })}
          </span>
        )}
      </p>
      <p className="mt-2 text-sm text-stone-600">{plan.description}</p>
      {plan.features.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-stone-700">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          disabled={price === undefined}
          aria-describedby={price === undefined ? noteId : undefined}
          onClick={onChoose}
        >
          {t('subscriptions.plans.choose', { plan: plan.name })}
        </Button>
        {price === undefined && (
          <p id={noteId} className="mt-2 text-xs text-stone-600">
            {t('subscriptions.plans.switchCurrency')}
          </p>
        )}
      </div>
    </article>
  );
}
