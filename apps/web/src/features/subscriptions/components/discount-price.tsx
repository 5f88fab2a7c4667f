import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { DISCOUNT_CODE_MIN_LENGTH } from '@creators-archive/contract/subscriptions/validate-discount';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/money';
import { useDiscountValidation } from '../api/validate-discount';

/** Typing waits this long for a pause before the code is checked. */
export const DISCOUNT_CHECK_DELAY_MS = 400;

type DiscountPriceProps = { code: string; plan: Plan; currency: Currency };

/** What a typed discount code does to the plan's price, or why it cannot be used. */
export function DiscountPrice({ code, plan, currency }: DiscountPriceProps) {
  const t = useT();
  const locale = useLocale();
  const typed = useDebouncedValue(code.trim(), DISCOUNT_CHECK_DELAY_MS);
  const checked = typed.length >= DISCOUNT_CODE_MIN_LENGTH ? typed : '';
  const validation = useDiscountValidation({ code: checked, planId: plan.id, currency });

  let message: { text: string; tone: 'neutral' | 'good' | 'bad' } | null = null;
  if (checked === '') message = null;
  else if (validation.isError) message = { text: validation.error.message, tone: 'bad' };
  else if (!validation.data) message = { text: t('subscriptions.discount.checking'), tone: 'neutral' };
  else if (validation.data.valid) {
    const { amountBefore, amountAfter, code: applied } = validation.data;
    message = {
      text: t('subscriptions.discount.newPrice', {
        code: applied,
        after: formatMoney(amountAfter, currency, locale),
        before: formatMoney(amountBefore, currency, locale),
      }),
      tone: 'good',
    };
  } else message = { text: validation.data.message, tone: 'bad' };

  const tones = { neutral: 'text-stone-600', good: 'text-emerald-800', bad: 'text-red-700' };
  return (
    <p aria-live="polite" className={`text-sm ${message ? tones[message.tone] : ''}`}>
      {message?.text}
    </p>
  );
}
