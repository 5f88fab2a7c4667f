import { describe, expect, it } from 'vitest';
import { applyDiscount, refusalOf, type DiscountTerms } from './discount-arithmetic';

const now = new Date('2026-06-01T12:00:00Z');
const planId = 'plan-monthly';

const tenPercent: DiscountTerms = {
  kind: 'percent',
  value: 10,
  currency: null,
  planIds: [],
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  maxRedemptions: null,
  redemptionCount: 0,
  deactivatedAt: null,
};

describe(applyDiscount.name, () => {
  it('takes a percentage off, rounded half up to the minor unit', () => {
    expect(applyDiscount(tenPercent, 500_000, 'NGN')).toEqual({
      amountBefore: 500_000,
      discount: 50_000,
      amountAfter: 450_000,
    });
    // 15 % of $9.99 is 149.85 cents: 150.
    expect(applyDiscount({ kind: 'percent', value: 15 }, 999, 'USD')).toEqual({
      amountBefore: 999,
      discount: 150,
      amountAfter: 849,
    });
    // 10 % of 6,005 pesewas is 600.5: 601.
    expect(applyDiscount(tenPercent, 6_005, 'GHS').discount).toBe(601);
    expect(applyDiscount({ kind: 'percent', value: 33 }, 1_001, 'KES').discount).toBe(330);
  });

  it('subtracts a fixed amount', () => {
    expect(applyDiscount({ kind: 'fixed', value: 2_000 }, 9_000, 'ZAR')).toEqual({
      amountBefore: 9_000,
      discount: 2_000,
      amountAfter: 7_000,
    });
  });

  it("never goes below the provider's minimum: the discount shrinks instead", () => {
    expect(applyDiscount({ kind: 'percent', value: 100 }, 500, 'USD')).toEqual({
      amountBefore: 500,
      discount: 300,
      amountAfter: 200,
    });
    expect(applyDiscount({ kind: 'fixed', value: 10_000 }, 9_000, 'ZAR').amountAfter).toBe(100);
  });

  it("never brings a naira price under ₦100, the least Paystack's bank transfer takes", () => {
    expect(applyDiscount({ kind: 'percent', value: 100 }, 500_000, 'NGN')).toEqual({
      amountBefore: 500_000,
      discount: 490_000,
      amountAfter: 10_000,
    });
    expect(applyDiscount({ kind: 'fixed', value: 5_000 }, 12_000, 'NGN').amountAfter).toBe(10_000);
    // A price already under ₦100 (the provider's own minimum is ₦50) takes no discount at all.
    expect(applyDiscount({ kind: 'fixed', value: 5_000 }, 9_000, 'NGN').discount).toBe(0);
  });

  it('takes nothing off a price already at the minimum', () => {
    expect(applyDiscount({ kind: 'percent', value: 50 }, 200, 'USD')).toEqual({
      amountBefore: 200,
      discount: 0,
      amountAfter: 200,
    });
  });
});

describe(refusalOf.name, () => {
  const asked = { planId, currency: 'USD' as const, now };

  it('accepts a code in force for any plan', () => {
    expect(refusalOf(tenPercent, asked)).toBeUndefined();
  });

  it('refuses an unknown code', () => {
    expect(refusalOf(undefined, asked)).toBe('unknown');
  });

  it('refuses a code from the moment it expires', () => {
    expect(refusalOf({ ...tenPercent, expiresAt: now }, asked)).toBe('expired');
    expect(refusalOf({ ...tenPercent, expiresAt: new Date(now.getTime() + 1) }, asked)).toBeUndefined();
  });

  it('refuses a code before it starts', () => {
    expect(refusalOf({ ...tenPercent, startsAt: new Date(now.getTime() + 1) }, asked)).toBe('not_started');
    expect(refusalOf({ ...tenPercent, startsAt: now }, asked)).toBeUndefined();
  });

  it('refuses a code used as many times as it allows', () => {
    expect(refusalOf({ ...tenPercent, maxRedemptions: 3, redemptionCount: 3 }, asked)).toBe('used_up');
    expect(refusalOf({ ...tenPercent, maxRedemptions: 3, redemptionCount: 2 }, asked)).toBeUndefined();
  });

  it('refuses a code made for other plans', () => {
    expect(refusalOf({ ...tenPercent, planIds: ['plan-annual'] }, asked)).toBe('wrong_plan');
    expect(refusalOf({ ...tenPercent, planIds: ['plan-annual', 'plan-team'] }, asked)).toBe('wrong_plan');
    expect(refusalOf({ ...tenPercent, planIds: [planId] }, asked)).toBeUndefined();
    expect(refusalOf({ ...tenPercent, planIds: ['plan-annual', planId] }, asked)).toBeUndefined();
  });

  it('refuses a deactivated code as unknown, whatever else holds', () => {
    expect(refusalOf({ ...tenPercent, deactivatedAt: now }, asked)).toBe('unknown');
    expect(refusalOf({ ...tenPercent, deactivatedAt: now, expiresAt: now }, asked)).toBe('unknown');
  });

  it('refuses a fixed amount in another currency', () => {
    const fiveDollars = { ...tenPercent, kind: 'fixed' as const, value: 500, currency: 'USD' as const };
    expect(refusalOf(fiveDollars, { ...asked, currency: 'NGN' })).toBe('wrong_currency');
    expect(refusalOf(fiveDollars, asked)).toBeUndefined();
  });
});
