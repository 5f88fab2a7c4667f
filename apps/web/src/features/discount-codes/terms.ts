import type { Plan } from '@creators-archive/contract';
import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** '10 %' or '₦2,000'. */
export function formatCodeValue(code: Pick<AdminDiscountCode, 'kind' | 'value' | 'currency'>): string {
  if (code.kind === 'percent' || code.currency === null) return `${code.value} %`;
  return formatMoney(code.value, code.currency);
}

/** The plans' names, or 'Every plan' for a code good for any. */
export function formatCodePlans(planIds: readonly string[], plans: readonly Plan[]): string {
  if (planIds.length === 0) return 'Every plan';
  return planIds
    .map((id) => plans.find((plan) => plan.id === id)?.name ?? 'A plan no longer offered')
    .join(', ');
}

/** 'n of max used' or 'n used'. */
export function formatCodeUse(code: Pick<AdminDiscountCode, 'redemptionCount' | 'maxRedemptions'>): string {
  return code.maxRedemptions === null
    ? `${code.redemptionCount} used`
    : `${code.redemptionCount} of ${code.maxRedemptions} used`;
}

export function isActive(code: AdminDiscountCode, now = Date.now()): boolean {
  return code.deactivatedAt === null && (code.expiresAt === null || Date.parse(code.expiresAt) > now);
}

/** The terms as a member reads them: '10 % off Creator Monthly, until 14 Mar 2026, for the first 100 members'. */
export function describeTerms(code: AdminDiscountCode, plans: readonly Plan[]): string {
  const parts = [
    `${formatCodeValue(code)} off ${code.planIds.length === 0 ? 'any membership plan' : formatCodePlans(code.planIds, plans)}`,
  ];
  if (Date.parse(code.startsAt) > Date.now()) parts.push(`from ${formatDate(code.startsAt)}`);
  if (code.expiresAt) parts.push(`until ${formatDate(code.expiresAt)}`);
  if (code.maxRedemptions !== null) parts.push(`for the first ${code.maxRedemptions} members to use it`);
  return parts.join(', ');
}
