import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale } from '@creators-archive/i18n';
import { useId } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';

const controlClasses =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-stone-900 focus:outline-none';

function currencyName(currency: Currency, locale: Locale): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** The currency prices are shown in, among `currencies`, each named as the page's language names it. */
export function CurrencySwitcher({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly Currency[];
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('subscriptions.plans.currency')}
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
            {currency} · {currencyName(currency, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
