import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import type { VerifyPaymentResult } from '@creators-archive/contract/subscriptions/verify-payment';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import {
  discountCodes,
  discountRedemptions,
  invoices,
  jobs,
  paymentMethods,
  payments,
  subscriptions,
  users,
  webhookEvents,
} from '../src/db/schema';
import { sandboxWebhookSecret } from '../src/payments/sandbox';
import { addInterval } from '../src/modules/billing/subscription-state';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';
import {
  deliverWebhook,
  joinWaitlist,
  mailTo,
  payInSandbox,
  priceOf,
  seedPlans,
  userIdOf,
  verify,
  verifyRequest,
  visitor,
} from './membership-helpers';

describe.each(databaseKinds)('fulfilling a paid checkout on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let webhookId = 4_000_000;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { PUBLIC_URL: 'https://archive.example', SMTP_URL: smtp.url });
    ({ monthly } = await seedPlans(testApp.app));
    await testApp.app.services.discounts.addIfAbsent({ code: 'ONCE10', kind: 'percent', value: 10 });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function rowsOf(table: typeof webhookEvents | typeof jobs): Promise<number> {
    const [row] = await db().select({ rows: count() }).from(table);
    return row?.rows ?? 0;
  }

  it('a payment is fulfilled once however many verify calls and webhooks arrive at once', async () => {
    const signup = visitor();
    const started = await joinWaitlist(app(), {
      ...signup,
      planId: monthly.id,
      currency: 'GHS',
      discountCode: 'once10',
    });
    expect(started.amount).toBe(priceOf(monthly, 'GHS') * 0.9);
    await payInSandbox(app(), started);

    const verifies = Array.from({ length: 20 }, () =>
      verifyRequest(app(), started.reference, { claim: started.claimToken }),
    );
    const deliveries = Array.from({ length: 5 }, () =>
      deliverWebhook(app(), sandboxWebhookSecret, {
        id: (webhookId += 1),
        reference: started.reference,
        amount: started.amount,
        currency: 'GHS',
      }),
    );
    const answers = await Promise.all([...verifies, ...deliveries]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const verified = answers
      .slice(0, 20)
      .map((answer) => (answer.json() as { data: VerifyPaymentResult }).data);
    expect(verified.every((result) => result.status === 'success')).toBe(true);
    expect(verified.filter((result) => result.session !== null)).toHaveLength(1);
    await app().jobWorker.drain();

    const userId = await userIdOf(db(), signup.email);
    expect(await db().select().from(users).where(eq(users.email, signup.email))).toHaveLength(1);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    expect(payment).toMatchObject({ status: 'success', userId, createdAccount: true });
    const held = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId!));
    expect(held).toHaveLength(1);
    // One period bought, not one per report of the payment.
    expect(held[0]?.currentPeriodEnd).toEqual(addInterval(payment!.paidAt!, 'month'));
    expect(
      await db().select().from(invoices).where(eq(invoices.paymentReference, started.reference)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.paymentReference, started.reference)),
    ).toHaveLength(1);
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'ONCE10'));
    expect(code?.redemptionCount).toBe(1);
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.userId, userId!))).toHaveLength(
      1,
    );
    const stored = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, started.reference));
    expect(stored).toHaveLength(5);
    expect(stored.every((event) => event.processedAt !== null)).toBe(true);
    expect(mailTo(smtp.received, signup.email).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your receipt: invoice CA-[A-Z]{2}-\d{4}-\d{6}$/),
    ]);
  });

  it('stores a webhook delivered again once', async () => {
    const started = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'USD' });
    const delivery = { id: (webhookId += 1), reference: started.reference };
    for (let time = 0; time < 3; time += 1) {
      expect((await deliverWebhook(app(), sandboxWebhookSecret, delivery)).statusCode).toBe(200);
    }
    expect(
      await db().select().from(webhookEvents).where(eq(webhookEvents.reference, started.reference)),
    ).toHaveLength(1);
    await app().jobWorker.drain();
  });

  it('refuses a webhook with a bad or missing signature with 401, storing nothing', async () => {
    const started = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await app().jobWorker.drain();
    const [eventsBefore, jobsBefore] = [await rowsOf(webhookEvents), await rowsOf(jobs)];

    const delivery = { id: (webhookId += 1), reference: started.reference };
    for (const secret of [undefined, 'sk_test_someone_else', '']) {
      expectErrorEnvelope(await deliverWebhook(app(), secret, delivery), 401, 'INVALID_WEBHOOK_SIGNATURE');
    }
    const rawBody = Buffer.from(JSON.stringify({ event: 'charge.success', data: delivery }));
    const tampered = await app().inject({
      method: 'POST',
      url: '/v1/payments/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': 'f'.repeat(128),
      },
      payload: rawBody,
    });
    expectErrorEnvelope(tampered, 401, 'INVALID_WEBHOOK_SIGNATURE');

    expect(await rowsOf(webhookEvents)).toBe(eventsBefore);
    expect(await rowsOf(jobs)).toBe(jobsBefore);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    expect(payment).toMatchObject({ status: 'pending', fulfilledAt: null });
  });

  it('fulfils a paid checkout from its webhook alone when the browser never comes back', async () => {
    const signup = visitor();
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'ZAR' });
    await payInSandbox(app(), started, 'success', 'bank_transfer');
    const answer = await deliverWebhook(app(), sandboxWebhookSecret, {
      id: (webhookId += 1),
      reference: started.reference,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { received: true } });
    await app().jobWorker.drain();

    const userId = await userIdOf(db(), signup.email);
    expect(userId).toBeDefined();
    const [held] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId!));
    expect(held).toMatchObject({ status: 'active', planId: monthly.id, currency: 'ZAR' });
    expect(
      await db().select().from(invoices).where(eq(invoices.paymentReference, started.reference)),
    ).toHaveLength(1);
    expect(mailTo(smtp.received, signup.email)).toHaveLength(1);

    // The browser that started it, coming back later, is still signed in to the account it made.
    const later = await verify(app(), started.reference, { claim: started.claimToken });
    expect(later).toMatchObject({ status: 'success', subscription: { status: 'active' } });
    expect(later.session?.user.email).toBe(signup.email);
  });
});
