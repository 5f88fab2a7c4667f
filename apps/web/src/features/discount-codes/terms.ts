import type { Plan } from '@creators-archive/contract';
import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import type { Locale } from '@creators-archive/i18n';
import type { Translate } from '../../i18n/use-t';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** '10 %' or '₦2,000'. */
export function formatCodeValue(
  code: Pick<AdminDiscountCode, 'kind' | 'value' | 'currency'>,
  t: Translate,
  locale: Locale,
): string {
  if (code.kind === 'percent' || code.currency === null) {
    return t('admin.discountCodes.percent', { value: code.value });
  }
  return formatMoney(code.value, code.currency, locale);
}

/** The plans' names, or 'Every plan' for a code good for any. */
export function formatCodePlans(
  planIds: readonly string[],
  plans: readonly Plan[],
  t: Translate,
  locale: Locale,
): string {
  if (planIds.length === 0) return t('admin.discountCodes.everyPlan');
  const names = planIds.map(
    (id) => plans.find((plan) => plan.id === id)?.name ?? t('admin.discountCodes.planGone'),
  );
  return new Intl.ListFormat(locale, { type: 'unit' }).format(names);
}

/** 'n of max used' or 'n used'. */
export function formatCodeUse(
  code: Pick<AdminDiscountCode, 'redemptionCount' | 'maxRedemptions'>,
  t: Translate,
): string {
  return code.maxRedemptions === null
    ? t('admin.discountCodes.used', { count: code.redemptionCount })
    : t('admin.discountCodes.usedOf', { count: code.redemptionCount, max: code.maxRedemptions });
}

export function isActive(code: AdminDiscountCode): boolean {
  return code.status === 'active';
}

/** The message's value for a term the code does not have. */
const NONE = 'none';

/** The terms as a member reads them: '10 % off Creator Monthly, until 14 Mar 2026, for the first 100 members'. */
export function describeTerms(
  code: AdminDiscountCode,
  plans: readonly Plan[],
  t: Translate,
  locale: Locale,
): string {
  return t('admin.discountCodes.terms', {
    discount: formatCodeValue(code, t, locale),
    plans:
      code.planIds.length === 0
        ? t('admin.discountCodes.anyPlan')
        : formatCodePlans(code.planIds, plans, t, locale),
    start: Date.parse(code.startsAt) > Date.now() ? formatDate(code.startsAt, locale) : NONE,
    end: code.expiresAt ? formatDate(code.expiresAt, locale) : NONE,
    limit: code.maxRedemptions ?? NONE,
  });
}
