import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { payments, sandboxPayments } from '../src/db/schema';
import { buildTestApp, databaseKinds, expectErrorEnvelope, registerUser, type TestApp } from './helpers';
import { mySubscription, seedPlans, startCheckout, visitor } from './membership-helpers';

const minute = 60 * 1000;

describe.each(databaseKinds)('reconciling checkouts nobody reported on %s', (kind) => {
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  /**
   * `count` checkouts opened at `createdAt` and never paid, at the provider and here, as a client
   * opening them in bulk leaves them (each as a real checkout would be stored).
   */
  async function junk(count: number, createdAt: Date): Promise<string[]> {
    const references = Array.from({ length: count }, () => `sub-junk-${randomBytes(8).toString('hex')}`);
    const expiresAt = new Date(createdAt.getTime() + 60 * minute);
    const rows = references.map((reference) => ({
      reference,
      email: `${reference}@example.com`,
      amount: 5_000,
    }));
    await db()
      .insert(sandboxPayments)
      .values(
        rows.map((row) => ({
          ...row,
          currency: 'NGN',
          description: 'Junk',
          callbackUrl: 'https://archive.example/join/payment/callback',
          channels: ['card'],
          expiresAt,
          createdAt,
        })),
      );
    await db()
      .insert(payments)
      .values(
        rows.map((row) => ({
          ...row,
          purpose: 'subscription' as const,
          planId: monthly.id,
          currency: 'NGN' as const,
          amountBefore: 5_000,
          expiresAt,
          nextCheckAt: new Date(createdAt.getTime() + 5 * minute),
          createdAt,
          updatedAt: createdAt,
        })),
      );
    return references;
  }

  it('asks about a checkout nobody reported 5 minutes after it opened, then waits longer, and never again once it is abandoned past its hour', async () => {
    const start = testApp.clock.now();
    const left = await junk(20, start);
    const checksOf = async () =>
      await db()
        .select({ checks: payments.checks, nextCheckAt: payments.nextCheckAt })
        .from(payments)
        .where(inArray(payments.reference, left));

    testApp.clock.advance(4 * minute);
    await app().services.renewals.runPass();
    expect((await checksOf()).every((row) => row.checks === 0)).toBe(true);

    testApp.clock.advance(2 * minute);
    await app().services.renewals.runPass();
    expect(await checksOf()).toEqual(
      left.map(() => ({ checks: 1, nextCheckAt: new Date(start.getTime() + 21 * minute) })),
    );
    testApp.clock.advance(10 * minute);
    await app().services.renewals.runPass();
    expect((await checksOf()).every((row) => row.checks === 1)).toBe(true);

    // Past their hour the provider still calls them abandoned: the next ask closes each.
    testApp.clock.advance(60 * minute);
    await app().services.renewals.runPass();
    const closed = await checksOf();
    expect(closed.every((row) => row.nextCheckAt === null)).toBe(true);
    testApp.clock.advance(6 * 60 * minute);
    await app().services.renewals.runPass();
    expect(await checksOf()).toEqual(closed);
  });

  it(
    'finds a payment made by transfer behind 500+ junk checkouts on either side',
    { timeout: 180_000 },
    async () => {
      const start = testApp.clock.now();
      await junk(520, new Date(start.getTime() - minute));
      const member = await registerUser(app());
      const paid = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
      // Paid by bank transfer at the provider; no browser came back and no webhook arrived.
      await db()
        .update(sandboxPayments)
        .set({ status: 'success', channel: 'bank_transfer', paidAt: start })
        .where(eq(sandboxPayments.reference, paid.reference));
      await junk(520, new Date(start.getTime() + 1_000));

      // The newest 500 first: the junk opened after it.
      testApp.clock.advance(6 * minute);
      expect((await app().services.renewals.runPass()).reconciled).toBe(0);
      // Those asked wait 15 minutes now: the rest come next, the payment among them.
      testApp.clock.advance(5 * minute);
      expect((await app().services.renewals.runPass()).reconciled).toBe(1);
      expect(await mySubscription(app(), member.access_token)).toMatchObject({ status: 'active' });
    },
  );
});

describe.each(databaseKinds)('checkouts limited per client address on %s', (kind) => {
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { CHECKOUT_MAX_PER_HOUR: '2' });
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const join = (remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/waitlist',
      remoteAddress,
      payload: { ...visitor(), planId: monthly.id, currency: 'NGN' },
    });

  it("answers 429 with Retry-After past the hour's allowance from one address, and opens nothing at the provider", async () => {
    expect((await join('198.51.100.7')).statusCode).toBe(200);
    expect((await join('198.51.100.7')).statusCode).toBe(200);
    const refused = await join('198.51.100.7');
    expectErrorEnvelope(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.database.db.select().from(payments)).toHaveLength(2);
    expect(await testApp.database.db.select().from(sandboxPayments)).toHaveLength(2);
    expect((await join('198.51.100.8')).statusCode).toBe(200);
    testApp.clock.advance(61 * minute);
    expect((await join('198.51.100.7')).statusCode).toBe(200);
  });
});
