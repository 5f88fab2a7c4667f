import { currencies, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useId } from 'react';

const controlClasses =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-stone-900 focus:outline-none';

function currencyName(currency: Currency): string {
  try {
    return new Intl.DisplayNames(undefined, { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** The currency prices are shown in, each named as the member's locale names it. */
export function CurrencySwitcher({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Currency
      </label>
      <select
        id={id}
        name="currency"
        className={controlClasses}
        value={value}
        onChange={(event) => onChange(event.target.value as Currency)}
      >
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency} · {currencyName(currency)}
          </option>
        ))}
      </select>
    </div>
  );
}
