import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorEnvelope } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import {
  ZValidateDiscountResponse,
  type DiscountValidation,
} from '@creators-archive/contract/subscriptions/validate-discount';
import { discountCodes, discountRedemptions, planPrices } from '../src/db/schema';
import { demoDiscountCode, demoPlans } from '../src/demo/demo-designers';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';

const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('validating a discount code on %s', (kind) => {
  let testApp: TestApp;
  let monthly: Plan;
  let annual: Plan;

  const validate = (query: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/v1/subscriptions/discount/validate', query });

  async function validation(query: Record<string, string>): Promise<DiscountValidation> {
    const response = await validate(query);
    expect(response.statusCode, response.body).toBe(200);
    return ZValidateDiscountResponse.parse(response.json()).data;
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const { plans, discounts } = testApp.app.services;
    await plans.addIfNone(demoPlans);
    [monthly, annual] = (await plans.list()) as [Plan, Plan];
    const now = testApp.clock.now();
    await discounts.addIfAbsent(demoDiscountCode);
    await discounts.addIfAbsent({ code: 'Third-Off', kind: 'percent', value: 33 });
    await discounts.addIfAbsent({ code: 'RAND20', kind: 'fixed', value: 2_000, currency: 'ZAR' });
    await discounts.addIfAbsent({ code: 'HUGE', kind: 'fixed', value: 1_000_000, currency: 'USD' });
    await discounts.addIfAbsent({
      code: 'BYGONE',
      kind: 'percent',
      value: 10,
      expiresAt: new Date(now.getTime() - day),
    });
    await discounts.addIfAbsent({
      code: 'SOON',
      kind: 'percent',
      value: 10,
      startsAt: new Date(now.getTime() + day),
    });
    await discounts.addIfAbsent({
      code: 'GONE',
      kind: 'percent',
      value: 10,
      maxRedemptions: 2,
      redemptionCount: 2,
    });
    await discounts.addIfAbsent({ code: 'ANNUAL50', kind: 'percent', value: 50, planIds: [annual.id] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('prices the plan with a percent code typed in any case', async () => {
    const expected = {
      valid: true,
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      currency: 'NGN',
      amountBefore: 500_000,
      discount: 50_000,
      amountAfter: 450_000,
    };
    for (const code of ['WELCOME10', 'welcome10', ' WeLcOmE10 '])
      expect(await validation({ code, planId: monthly.id, currency: 'NGN' })).toEqual(expected);
  });

  it('rounds a percentage to the minor unit', async () => {
    // 33 % of KSh 650.00 is 21,450 cents; of $5.00, 165 cents; of ₵60.00, 1,980 pesewas.
    expect(await validation({ code: 'third-off', planId: monthly.id, currency: 'KES' })).toMatchObject({
      code: 'Third-Off',
      discount: 21_450,
      amountAfter: 43_550,
    });
    expect(await validation({ code: 'third-off', planId: monthly.id, currency: 'USD' })).toMatchObject({
      discount: 165,
      amountAfter: 335,
    });
  });

  it('subtracts a fixed amount in its currency', async () => {
    expect(await validation({ code: 'rand20', planId: monthly.id, currency: 'ZAR' })).toEqual({
      valid: true,
      code: 'RAND20',
      kind: 'fixed',
      value: 2_000,
      currency: 'ZAR',
      amountBefore: 9_000,
      discount: 2_000,
      amountAfter: 7_000,
    });
  });

  it("never charges below the provider's minimum: the discount shrinks instead", async () => {
    expect(await validation({ code: 'HUGE', planId: monthly.id, currency: 'USD' })).toMatchObject({
      valid: true,
      amountBefore: 500,
      discount: 300,
      amountAfter: 200,
    });
  });

  it('accepts a code made for a plan on that plan only', async () => {
    expect(await validation({ code: 'ANNUAL50', planId: annual.id, currency: 'USD' })).toMatchObject({
      valid: true,
      amountAfter: 2_500,
    });
  });

  it.each([
    ['NOPE', 'USD', 'unknown', 'This discount code does not exist'],
    ['BYGONE', 'USD', 'expired', 'This discount code has expired'],
    ['SOON', 'USD', 'not_started', 'This discount code cannot be used yet'],
    ['GONE', 'USD', 'used_up', 'This discount code has been used as many times as it allows'],
    ['ANNUAL50', 'USD', 'wrong_plan', 'This discount code is not for this plan'],
    ['RAND20', 'NGN', 'wrong_currency', 'This discount code is not for this currency'],
  ])('refuses %s in %s as %s, answering 200 with the full price', async (code, currency, reason, message) => {
    expect(await validation({ code, planId: monthly.id, currency })).toEqual({
      valid: false,
      code,
      kind: null,
      value: null,
      currency,
      amountBefore: monthly.prices.find((price) => price.currency === currency)?.amount,
      discount: 0,
      amountAfter: monthly.prices.find((price) => price.currency === currency)?.amount,
      reason,
      message,
    });
  });

  it('answers 404 PLAN_NOT_FOUND for an unknown plan', async () => {
    const response = await validate({ code: 'WELCOME10', planId: randomUUID(), currency: 'USD' });
    expect(response.statusCode, response.body).toBe(404);
    expect(ZErrorEnvelope.parse(response.json()).error.details).toMatchObject({ reason: 'PLAN_NOT_FOUND' });
  });

  it('refuses a code too short or a currency that is no code as a validation error, and a currency not sold as such', async () => {
    for (const query of [
      { code: 'AB', planId: monthly.id, currency: 'USD' },
      { code: 'WELCOME10', planId: monthly.id, currency: 'euro' },
      { code: 'WELCOME10', planId: 'not-a-plan', currency: 'USD' },
    ]) {
      const response = await validate(query);
      expect(response.statusCode, response.body).toBe(400);
    }
    // Any three-letter code is a currency (the configuration may add some): the plan is not sold in it.
    const euros = await validate({ code: 'WELCOME10', planId: monthly.id, currency: 'EUR' });
    expectErrorEnvelope(euros, 422, 'PLAN_NOT_PRICED_IN_CURRENCY');
  });

  it('reserves at most max_redemptions uses however many checkouts open at once, and gives back a released one', async () => {
    const { discounts } = testApp.app.services;
    await discounts.addIfAbsent({ code: 'FIVE', kind: 'percent', value: 10, maxRedemptions: 5 });
    const code = await validation({ code: 'FIVE', planId: monthly.id, currency: 'USD' });
    expect(code.valid).toBe(true);
    const codeId = (
      await testApp.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'FIVE'))
    )[0]!.id;
    const price = {
      amountBefore: 1_000,
      discount: 100,
      amount: 900,
      discountCodeId: codeId,
      discountCode: 'FIVE',
    };
    const reserve = (paymentReference: string) =>
      discounts.reserve(paymentReference, price).then(
        () => 'reserved',
        (error: unknown) => (error as { details?: { discountReason?: string } }).details?.discountReason,
      );

    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => reserve(`ref-${index}`)));
    expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'used_up')).toHaveLength(15);
    const rows = () =>
      testApp.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.discountCodeId, codeId));
    expect(await rows()).toHaveLength(5);
    expect(await validation({ code: 'five', planId: monthly.id, currency: 'USD' })).toMatchObject({
      valid: false,
      reason: 'used_up',
    });

    const held = outcomes.findIndex((outcome) => outcome === 'reserved');
    await discounts.release(`ref-${held}`);
    await discounts.release(`ref-${held}`);
    expect(await rows()).toHaveLength(4);
    expect(await validation({ code: 'five', planId: monthly.id, currency: 'USD' })).toMatchObject({
      valid: true,
    });
    expect(await reserve('ref-after-release')).toBe('reserved');
    expect(await reserve('ref-one-too-many')).toBe('used_up');
  });

  it('answers 422 PLAN_NOT_PRICED_IN_CURRENCY for a plan not sold in the currency', async () => {
    // The demo plans sell in every currency: the annual plan stops selling in naira for this test.
    await testApp.database.db
      .delete(planPrices)
      .where(and(eq(planPrices.planId, annual.id), eq(planPrices.currency, 'NGN')));
    const response = await validate({ code: 'WELCOME10', planId: annual.id, currency: 'NGN' });
    expect(response.statusCode, response.body).toBe(422);
    expect(ZErrorEnvelope.parse(response.json()).error.details).toMatchObject({
      reason: 'PLAN_NOT_PRICED_IN_CURRENCY',
    });
  });
});
