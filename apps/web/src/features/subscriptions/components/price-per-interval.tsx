import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { T, useLocale } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/money';
import { pricePerInterval } from '../plan-price';

type PricePerIntervalProps = {
  /** In minor units. */
  amount: number;
  currency: Currency;
  interval: Plan['interval'];
  /** How the period (" / month") is drawn beside the amount. */
  periodClassName?: string;
};

/** A plan's price with its period: ₦5,000 / month. */
export function PricePerInterval({ amount, currency, interval, periodClassName }: PricePerIntervalProps) {
  const locale = useLocale();
  return (
    <T
      id={pricePerInterval[interval]}
      values={{ price: formatMoney(amount, currency, locale) }}
      components={{ 0: <span className={periodClassName} /> }}
    />
  );
}
