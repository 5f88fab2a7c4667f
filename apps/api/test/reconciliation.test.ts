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

  it('finds a payment made by transfer behind 500+ junk checkouts on either side, and stops asking about the junk once it has expired', async () => {
    const start = testApp.clock.now();
    await junk(520, new Date(start.getTime() - minute));
    const member = await registerUser(app());
    const paid = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    // Paid by bank transfer at the provider; no browser came back and no webhook arrived.
    await db()
      .update(sandboxPayments)
      .set({ status: 'success', channel: 'bank_transfer', paidAt: start })
      .where(eq(sandboxPayments.reference, paid.reference));
    const newer = await junk(520, new Date(start.getTime() + 1_000));

    testApp.clock.advance(6 * minute);
    const first = await app().services.renewals.runPass();
    expect(first.reconciled).toBe(0);
    testApp.clock.advance(5 * minute);
    const second = await app().services.renewals.runPass();
    expect(second.reconciled).toBe(1);
    expect(await mySubscription(app(), member.access_token)).toMatchObject({ status: 'active' });

    const [asked] = await db().select().from(payments).where(eq(payments.reference, newer[0]!));
    expect(asked).toMatchObject({
      checks: 1,
      nextCheckAt: new Date(start.getTime() + 6 * minute + 15 * minute),
    });

    // Past their hour, the provider still calls them abandoned: each is closed when next asked.
    for (let pass = 0; pass < 8; pass += 1) {
      testApp.clock.advance(60 * minute);
      await app().services.renewals.runPass();
    }
    const left = await db()
      .select({ reference: payments.reference, nextCheckAt: payments.nextCheckAt, checks: payments.checks })
      .from(payments)
      .where(inArray(payments.reference, newer));
    expect(left.every((row) => row.nextCheckAt === null)).toBe(true);
    const checks = left.map((row) => row.checks);
    testApp.clock.advance(6 * 60 * minute);
    await app().services.renewals.runPass();
    const again = await db()
      .select({ checks: payments.checks })
      .from(payments)
      .where(inArray(payments.reference, newer));
    expect(again.map((row) => row.checks)).toEqual(checks);
  });
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
