import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '@creators-archive/contract';
import type { AdminPlan } from '@creators-archive/contract/admin/plans';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  logCapture,
  registerUser,
  type TestApp,
} from './helpers';
import { adminWithFactor } from './admin-helpers';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { startCheckout, verify } from './membership-helpers';

/**
 * A currency added by configuration (PAYMENT_CURRENCIES): West African CFA francs, whole francs
 * (no minor unit), taken by a business in Côte d'Ivoire. A Ghanaian business is configured with
 * XOF's neighbour RWF, which its Paystack business was never enabled for.
 */
const nigeriaKey = 'sk_test_currencies_nigeria_0123';
const ivoryCoastKey = 'sk_test_currencies_ivory_coast_0123';
const ghanaKey = 'sk_test_currencies_ghana_0123';

describe.each(databaseKinds)('currencies added by configuration on %s', (kind) => {
  let paystack: FakePaystack;
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  const log = logCapture();

  beforeAll(async () => {
    paystack = await startFakePaystack({
      accounts: [
        { secretKey: nigeriaKey, currencies: ['NGN', 'USD'] },
        { secretKey: ivoryCoastKey, currencies: ['XOF'] },
        { secretKey: ghanaKey, currencies: ['GHS'] },
      ],
    });
    testApp = await buildTestApp(
      kind,
      {
        LOG_LEVEL: 'error',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_BASE_URL: paystack.url,
        PAYMENT_CURRENCIES: JSON.stringify([
          { code: 'XOF', minorUnitDigits: 0, minimum: 100, country: 'CI' },
          { code: 'RWF', minorUnitDigits: 0, minimum: 100, country: 'RW' },
        ]),
        PAYSTACK_ACCOUNTS: JSON.stringify([
          { country: 'NG', secretKey: nigeriaKey, currencies: ['NGN', 'USD'] },
          { country: 'CI', secretKey: ivoryCoastKey, currencies: ['XOF'], taxes: [] },
          { country: 'GH', secretKey: ghanaKey, currencies: ['GHS', 'RWF'] },
        ]),
      },
      { logDestination: log },
    );
    paystack.useClock(() => testApp.clock.now());
    app = testApp.app;
    adminToken = (await adminWithFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
    await paystack.close();
  });
  beforeEach(() => {
    paystack.requests.length = 0;
  });

  const createPlan = (prices: { currency: string; amount: number }[]) =>
    app.inject({
      method: 'POST',
      url: '/v1/admin/plans',
      headers: bearer(adminToken),
      payload: {
        code: `francs-${crypto.randomUUID().slice(0, 8)}`,
        interval: 'month',
        name: 'Francs',
        description: 'A plan sold in West Africa.',
        features: ['Everything'],
        prices,
        position: 1,
      },
    });

  it('prices, lists, checks out, charges and invoices a plan in XOF at the Ivorian business', async () => {
    const created = await createPlan([
      { currency: 'NGN', amount: 900_000 },
      { currency: 'XOF', amount: 5_000 },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data as AdminPlan;

    const listed = await app.inject({ method: 'GET', url: '/v1/subscriptions/plans' });
    const onSale = (listed.json() as { data: Plan[] }).data.find((candidate) => candidate.id === plan.id);
    expect(onSale?.prices).toEqual([
      { currency: 'NGN', amount: 900_000 },
      { currency: 'XOF', amount: 5_000 },
    ]);

    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: plan.id, currency: 'XOF' });
    expect(started).toMatchObject({ currency: 'XOF', amount: 5_000 });
    expect(paystack.requests[0]).toMatchObject({
      path: '/transaction/initialize',
      authorization: `Bearer ${ivoryCoastKey}`,
      body: { currency: 'XOF', amount: 5_000 },
    });

    paystack.settle(started.reference, 'success', 'mobile_money');
    expect(await verify(app, started.reference, { token: member.access_token })).toMatchObject({
      status: 'success',
      currency: 'XOF',
      subscription: { status: 'active' },
    });
    const invoices = await app.inject({
      method: 'GET',
      url: '/v1/invoices',
      headers: bearer(member.access_token),
    });
    expect((invoices.json() as { data: Invoice[] }).data).toEqual([
      expect.objectContaining({ currency: 'XOF', amount: 5_000, number: expect.stringMatching(/^CA-CI-/) }),
    ]);
  });

  it('refuses a price or a fixed discount in a currency not configured, and a price under a configured minimum', async () => {
    const unknown = await createPlan([{ currency: 'EGP', amount: 50_000 }]);
    expectErrorEnvelope(unknown, 422, 'CURRENCY_NOT_OFFERED');
    expect(unknown.json()).toMatchObject({
      error: { message: expect.stringMatching(/^EGP is not a currency this site is configured for/) },
    });

    const tooLow = await createPlan([{ currency: 'XOF', amount: 99 }]);
    expect(tooLow.statusCode, tooLow.body).toBe(400);

    const discount = (currency: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/admin/discount-codes',
        headers: bearer(adminToken),
        payload: { code: `FRANCS${currency}`, kind: 'fixed', value: 500, currency },
      });
    expectErrorEnvelope(await discount('EGP'), 422, 'CURRENCY_NOT_OFFERED');
    expect((await discount('XOF')).statusCode).toBe(201);
  });

  it("answers a currency the account's Paystack business does not take as not offered, and logs the misconfiguration", async () => {
    const created = await createPlan([{ currency: 'RWF', amount: 5_000 }]);
    expect(created.statusCode, created.body).toBe(201);
    const member = await registerUser(app);

    const refused = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions/checkout',
      headers: bearer(member.access_token),
      payload: { planId: (created.json().data as AdminPlan).id, currency: 'RWF' },
    });
    expectErrorEnvelope(refused, 422, 'CURRENCY_NOT_OFFERED');
    expect(paystack.requests[0]).toMatchObject({ authorization: `Bearer ${ghanaKey}` });
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        country: 'GH',
        currency: 'RWF',
        msg: expect.stringMatching(
          /^Configuration error: the Paystack business of account GH does not take RWF/,
        ),
      }),
    );
  });
});
