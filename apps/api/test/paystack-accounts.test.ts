import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { payments } from '../src/db/schema';
import {
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  bearer,
  type TestApp,
} from './helpers';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  deliverWebhook,
  joinWaitlist,
  priceOf,
  seedPlans,
  userIdOf,
  verify,
  visitor,
} from './membership-helpers';

/** A Nigerian business on a test key, and a Ghanaian one on a live key: each takes its own currencies. */
const nigeriaKey = 'sk_test_accounts_nigeria_0123';
const ghanaKey = 'sk_live_accounts_ghana_0123';

describe.each(databaseKinds)('Paystack through one business per country on %s', (kind) => {
  let paystack: FakePaystack;
  let testApp: TestApp;
  let monthly: Plan;
  let webhookId = 9_000_000;

  beforeAll(async () => {
    paystack = await startFakePaystack({
      accounts: [
        { secretKey: nigeriaKey, currencies: ['NGN', 'USD'] },
        { secretKey: ghanaKey, currencies: ['GHS'] },
      ],
    });
    testApp = await buildTestApp(kind, {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_ACCOUNTS: JSON.stringify([
        { country: 'NG', secretKey: nigeriaKey, currencies: ['NGN', 'USD'] },
        { country: 'GH', secretKey: ghanaKey, currencies: ['GHS'] },
      ]),
    });
    paystack.useClock(() => testApp.clock.now());
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await paystack.close();
  });
  beforeEach(() => {
    paystack.requests.length = 0;
  });

  const app = () => testApp.app;
  const paymentRow = async (reference: string) =>
    (await testApp.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

  it('starts each checkout at the business of its currency, and asks that business whether it was paid', async () => {
    const naira = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'NGN' });
    const cedi = visitor();
    const cedis = await joinWaitlist(app(), { ...cedi, planId: monthly.id, currency: 'GHS' });
    expect(paystack.requests.map(({ path, authorization }) => ({ path, authorization }))).toEqual([
      { path: '/transaction/initialize', authorization: `Bearer ${nigeriaKey}` },
      { path: '/transaction/initialize', authorization: `Bearer ${ghanaKey}` },
    ]);
    expect(paystack.requests[1]?.body).toMatchObject({ currency: 'GHS', amount: priceOf(monthly, 'GHS') });

    paystack.settle(cedis.reference, 'success');
    paystack.requests.length = 0;
    expect(await verify(app(), cedis.reference, { claim: cedis.claimToken })).toMatchObject({
      status: 'success',
      currency: 'GHS',
      subscription: { status: 'active' },
    });
    expect(paystack.requests[0]).toMatchObject({
      path: `/transaction/verify/${cedis.reference}`,
      authorization: `Bearer ${ghanaKey}`,
    });
    expect(await userIdOf(testApp.database.db, cedi.email)).toBeDefined();
    expect(await paymentRow(naira.reference)).toMatchObject({ currency: 'NGN' });
  });

  it('refuses a checkout in a currency no business takes, before asking Paystack anything', async () => {
    const refused = await app().inject({
      method: 'POST',
      url: '/v1/subscriptions/waitlist',
      payload: { ...visitor(), planId: monthly.id, currency: 'KES' },
    });
    expectErrorEnvelope(refused, 422, 'CURRENCY_NOT_OFFERED');
    expect(refused.json()).toMatchObject({
      error: {
        message: 'Payments in this currency are not taken at the moment. Please choose another currency.',
      },
    });

    const member = await registerUser(app());
    for (const [url, payload] of [
      ['/v1/subscriptions/checkout', { planId: monthly.id, currency: 'ZAR' }],
      ['/v1/payment-methods', { currency: 'ZAR' }],
    ] as const) {
      const answer = await app().inject({
        method: 'POST',
        url,
        headers: bearer(member.access_token),
        payload,
      });
      expectErrorEnvelope(answer, 422, 'CURRENCY_NOT_OFFERED');
    }
    expect(paystack.requests).toEqual([]);
  });

  it('lists plans priced only in the currencies a business takes', async () => {
    const listed = await app().inject({ method: 'GET', url: '/v1/subscriptions/plans' });
    const plans = (listed.json() as { data: Plan[] }).data;
    expect(plans.map((plan) => plan.prices.map((price) => price.currency))).toEqual([
      ['NGN', 'GHS', 'USD'],
      ['NGN', 'GHS', 'USD'],
    ]);
  });

  it("handles a webhook as the business whose key signed it, for that business's payments only", async () => {
    const cedis = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'GHS' });
    paystack.settle(cedis.reference, 'success');
    const delivery = { id: (webhookId += 1), reference: cedis.reference };

    expectErrorEnvelope(
      await deliverWebhook(app(), 'sk_live_nobody_we_know', delivery),
      401,
      'INVALID_WEBHOOK_SIGNATURE',
    );
    // Signed by the Nigerian business, about a payment the Ghanaian one took: not its to report.
    expect((await deliverWebhook(app(), nigeriaKey, delivery)).statusCode).toBe(200);
    await app().jobWorker.drain();
    expect(await paymentRow(cedis.reference)).toMatchObject({ fulfilledAt: null });

    expect((await deliverWebhook(app(), ghanaKey, delivery)).statusCode).toBe(200);
    await app().jobWorker.drain();
    expect(await paymentRow(cedis.reference)).toMatchObject({
      status: 'success',
      fulfilledAt: expect.any(Date),
    });
  });

  it('grants nothing for a success a live key hears of in the test domain', async () => {
    const signup = visitor();
    const cedis = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'GHS' });
    paystack.misreport(cedis.reference, { domain: 'test' });
    expect(await verify(app(), cedis.reference, { claim: cedis.claimToken })).toMatchObject({
      status: 'failed',
      subscription: null,
      session: null,
    });
    expect(await paymentRow(cedis.reference)).toMatchObject({
      status: 'failed',
      fulfilledAt: null,
      gatewayResponse: expect.stringMatching(/^Not a live payment \(Paystack domain: test\)/),
    });
    expect(await userIdOf(testApp.database.db, signup.email)).toBeUndefined();

    // The test key's own test payments are its normal ones.
    const naira = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'NGN' });
    paystack.settle(naira.reference, 'success');
    expect(await verify(app(), naira.reference, { claim: naira.claimToken })).toMatchObject({
      status: 'success',
    });
  });
});
