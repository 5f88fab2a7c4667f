import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFindPlansResponse, type Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { builtInCurrencies as currencies } from '@creators-archive/contract/subscriptions/currencies';
import { demoPlans } from '../src/demo/demo-designers';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';

describe.each(databaseKinds)('the membership plans on %s', (kind) => {
  let testApp: TestApp;

  const getPlans = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/v1/subscriptions/plans', headers });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers an empty list before any plan exists', async () => {
    const response = await getPlans();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('refuses a price below what Paystack can charge, storing nothing', async () => {
    const belowMinimum = { ...demoPlans[0]!, prices: { ...demoPlans[0]!.prices, GHS: 9 } };
    await expect(testApp.app.services.plans.addIfNone([belowMinimum])).rejects.toThrow(
      'Plan creator-monthly: GHS 9 is not a whole number of minor units at or above 10',
    );
    expect((await getPlans()).json().data).toEqual([]);
  });

  it('lists every plan in display order, priced in minor units in all five currencies, with its features', async () => {
    expect(await testApp.app.services.plans.addIfNone(demoPlans)).toBe(true);

    const response = await getPlans();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(ZFindPlansResponse.parse(body)).toEqual(body);
    const plans = body.data as Plan[];
    expect(plans.map((plan) => [plan.code, plan.interval])).toEqual([
      ['creator-monthly', 'month'],
      ['creator-annual', 'year'],
    ]);
    expect(plans[0]).toEqual({
      id: expect.any(String),
      code: 'creator-monthly',
      name: 'Creator Monthly',
      description: demoPlans[0]?.description,
      interval: 'month',
      prices: [
        { currency: 'NGN', amount: 500_000 },
        { currency: 'GHS', amount: 6_000 },
        { currency: 'KES', amount: 65_000 },
        { currency: 'ZAR', amount: 9_000 },
        { currency: 'USD', amount: 500 },
      ],
      features: demoPlans[0]?.features,
    });
    for (const plan of plans) {
      expect(plan.prices.map((price) => price.currency)).toEqual([...currencies]);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('adds the plans only to a database without any', async () => {
    expect(await testApp.app.services.plans.addIfNone([{ ...demoPlans[0]!, code: 'another' }])).toBe(false);
    expect((await getPlans()).json().data).toHaveLength(2);
  });

  it('lists a plan without prices or features with empty lists', async () => {
    await testApp.database.db.execute(
      `insert into plans (code, name, description, interval, position) values ('bare', 'Bare', 'None yet', 'month', 9)`,
    );
    const plans = (await getPlans()).json().data as Plan[];
    expect(plans.at(-1)).toMatchObject({ code: 'bare', prices: [], features: [] });
    await testApp.database.db.execute(`delete from plans where code = 'bare'`);
  });

  it('answers members the same list as visitors', async () => {
    const member = await registerUser(testApp.app);
    const asMember = await getPlans(bearer(member.access_token));
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toEqual((await getPlans()).json());
  });
});

describe('the membership plans, cached', () => {
  it('are kept for PUBLIC_CACHE_SECONDS and marked cacheable', async () => {
    const testApp = await buildTestApp('pglite', { PUBLIC_CACHE_SECONDS: '5' });
    try {
      await testApp.app.services.plans.addIfNone(demoPlans);
      const url = '/v1/subscriptions/plans';
      const first = await testApp.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, max-age=5');
      const second = await testApp.app.inject({ method: 'GET', url });
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.json()).toEqual(first.json());
    } finally {
      await testApp.close();
    }
  });
});
