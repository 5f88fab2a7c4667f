import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { discountCodes, invoices, payments, sandboxPayments } from '../src/db/schema';
import { buildTestApp, databaseKinds, expectErrorEnvelope, registerUser, type TestApp } from './helpers';
import { payInSandbox, seedPlans, startCheckout, verify, type Started } from './membership-helpers';

const minute = 60 * 1000;

describe.each(databaseKinds)('discounts and checkouts held to their limits when paid on %s', (kind) => {
  let testApp: TestApp;
  let annual: Plan;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    ({ annual } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function code(name: string, terms: { maxRedemptions?: number; expiresAt?: Date } = {}) {
    await app().services.discounts.addIfAbsent({ code: name, kind: 'percent', value: 90, ...terms });
    const [row] = await db().select().from(discountCodes).where(eq(discountCodes.code, name));
    return row!;
  }
  const usesOf = async (id: string) =>
    (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.redemptionCount;

  function checkoutWith(token: string, discountCode?: string) {
    return app().inject({
      method: 'POST',
      url: '/v1/subscriptions/checkout',
      headers: { authorization: `Bearer ${token}` },
      payload: { planId: annual.id, currency: 'USD', ...(discountCode && { discountCode }) },
    });
  }

  /** A member's checkout of the annual plan with the code, opened. */
  async function opened(discountCode?: string) {
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, {
      planId: annual.id,
      currency: 'USD',
      ...(discountCode && { discountCode }),
    });
    return { member, started };
  }

  /** The provider took the money at `paidAt` whatever its page said: as Paystack may for a page left open. */
  async function paidAtProvider(started: Started, paidAt: Date) {
    await db()
      .update(sandboxPayments)
      .set({ status: 'success', channel: 'card', paidAt })
      .where(eq(sandboxPayments.reference, started.reference));
  }

  async function expectRefusedAndRefunded(member: { user: { id: string } }, started: Started) {
    // Signed in or not (the member's session may have ended in the meantime), the answer is the same.
    expect(await verify(app(), started.reference)).toMatchObject({ status: 'failed', subscription: null });
    expect(await app().services.subscriptions.getMine(member.user.id)).toBeNull();
    expect(
      await db().select().from(invoices).where(eq(invoices.paymentReference, started.reference)),
    ).toEqual([]);
    await app().jobWorker.drain();
    const [row] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    expect(row).toMatchObject({ status: 'refunded', fulfilledAt: null, refusedAt: expect.any(Date) });
    const [atProvider] = await db()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, started.reference));
    expect(atProvider?.refundedAmount).toBe(started.amount);
    // Asked again, nothing changes.
    expect(await verify(app(), started.reference)).toMatchObject({ status: 'failed' });
  }

  it('a single-use code opens one checkout: the other is refused, and the paid one uses it once', async () => {
    const single = await code('ONCE90', { maxRedemptions: 1 });
    const [first, second] = await Promise.all([
      registerUser(app()).then((member) => checkoutWith(member.access_token, 'once90')),
      registerUser(app()).then((member) => checkoutWith(member.access_token, 'once90')),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 422]);
    const refused = first!.statusCode === 422 ? first! : second!;
    expect(expectErrorEnvelope(refused, 422, 'DISCOUNT_REFUSED').error.details).toMatchObject({
      discountReason: 'used_up',
    });
    expect(await usesOf(single.id)).toBe(1);
  });

  it('a declined checkout gives its use back, and the next checkout takes it', async () => {
    const single = await code('DECLINE90', { maxRedemptions: 1 });
    const { member, started } = await opened('DECLINE90');
    const other = await registerUser(app());
    expectErrorEnvelope(await checkoutWith(other.access_token, 'DECLINE90'), 422, 'DISCOUNT_REFUSED');
    await payInSandbox(app(), started, 'failed');
    await verify(app(), started.reference, { token: member.access_token });
    expect(await usesOf(single.id)).toBe(0);
    expect((await checkoutWith(other.access_token, 'DECLINE90')).statusCode).toBe(200);
    expect(await usesOf(single.id)).toBe(1);
  });

  it("a checkout past its hour is refused by the provider's page, and the renewal pass gives its use back", async () => {
    const single = await code('LATE90', { maxRedemptions: 1 });
    const { started } = await opened('LATE90');
    testApp.clock.advance(61 * minute);
    const page = await app().inject({
      method: 'GET',
      url: new URL(started.authorizationUrl).pathname,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout has expired');
    const press = await app().inject({
      method: 'POST',
      url: new URL(started.authorizationUrl).pathname,
      payload: { outcome: 'success', channel: 'card' },
    });
    expectErrorEnvelope(press, 404, 'NOT_FOUND');

    expect(await usesOf(single.id)).toBe(1);
    await app().services.renewals.runPass();
    expect(await usesOf(single.id)).toBe(0);
    const [row] = await db().select().from(payments).where(eq(payments.reference, started.reference));
    expect(row).toMatchObject({ status: 'abandoned', nextCheckAt: null });
    const next = await registerUser(app());
    expect((await checkoutWith(next.access_token, 'LATE90')).statusCode).toBe(200);
  });

  it('a checkout paid after its hour grants nothing and is refunded in full', async () => {
    const { member, started } = await opened();
    testApp.clock.advance(61 * minute);
    await paidAtProvider(started, testApp.clock.now());
    await expectRefusedAndRefunded(member, started);
  });

  it('a code deactivated before the payment grants nothing and the payment is refunded in full', async () => {
    const deactivated = await code('STOPPED90');
    const { member, started } = await opened('STOPPED90');
    await db()
      .update(discountCodes)
      .set({ deactivatedAt: testApp.clock.now() })
      .where(eq(discountCodes.id, deactivated.id));
    testApp.clock.advance(minute);
    await payInSandbox(app(), started);
    await expectRefusedAndRefunded(member, started);
    expect(await usesOf(deactivated.id)).toBe(0);
  });

  it('a code that expired before the payment grants nothing and the payment is refunded in full', async () => {
    const expiring = await code('ENDING90', {
      expiresAt: new Date(testApp.clock.now().getTime() + 10 * minute),
    });
    const { member, started } = await opened('ENDING90');
    testApp.clock.advance(20 * minute);
    await payInSandbox(app(), started);
    await expectRefusedAndRefunded(member, started);
    expect(await usesOf(expiring.id)).toBe(0);
  });

  it('a code still good when paid is redeemed to the member once', async () => {
    const good = await code('GOOD90', { maxRedemptions: 3 });
    const { member, started } = await opened('GOOD90');
    testApp.clock.advance(5 * minute);
    await payInSandbox(app(), started);
    expect(await verify(app(), started.reference, { token: member.access_token })).toMatchObject({
      status: 'success',
      subscription: { status: 'active' },
    });
    expect(await usesOf(good.id)).toBe(1);
  });
});
