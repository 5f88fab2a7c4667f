import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePlans, type Plan } from '../api/find-plans';
import { useChosenCurrency } from '../chosen-currency';
import { formatMoney } from '../money';
import { CurrencySwitcher } from './currency-switcher';

const perInterval: Record<Plan['interval'], string> = { month: 'month', year: 'year' };

/** The paid plans with their prices in the chosen currency, preselected from the member's country. */
export function PlanList({ country }: { country: string | null | undefined }) {
  const plans = usePlans();
  const [currency, setCurrency] = useChosenCurrency(country);

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-lg font-semibold text-stone-900">
          Membership plans
        </h2>
        <CurrencySwitcher value={currency} onChange={setCurrency} />
      </div>
      {plans.isPending && <Spinner label="Loading plans" />}
      {plans.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {plans.error.message}
        </p>
      )}
      {plans.data?.length === 0 && (
        <p className="text-sm text-stone-600">No paid plans are on offer right now.</p>
      )}
      {plans.data && plans.data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} currency={currency} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanCard({ plan, currency }: { plan: Plan; currency: Currency }) {
  const price = plan.prices.find((candidate) => candidate.currency === currency);
  const noteId = `plan-${plan.id}-checkout`;
  return (
    <article
      aria-label={plan.name}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h3 className="text-base font-semibold text-stone-900">{plan.name}</h3>
      <p className="mt-2 text-2xl font-semibold text-stone-900">
        {price ? (
          <>
            {formatMoney(price.amount, currency)}
            <span className="text-sm font-normal text-stone-600"> / {perInterval[plan.interval]}</span>
          </>
        ) : (
          <span className="text-sm font-normal text-stone-600">Not sold in {currency}</span>
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
        <Button className="w-full" disabled aria-describedby={noteId}>
          Choose {plan.name}
        </Button>
        <p id={noteId} className="mt-2 text-xs text-stone-600">
          Checkout opens soon; nothing is charged until it does.
        </p>
      </div>
    </article>
  );
}
