import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, PaymentMethod, Transaction } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { invoices, paymentMethods, payments, sandboxPayments, subscriptions } from '../src/db/schema';
import { PaymentMethodsRepository } from '../src/modules/billing/payment-methods.repository';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import {
  me,
  mySubscription,
  payInSandbox,
  seedPlans,
  startCheckout,
  verify,
  type Started,
} from './membership-helpers';

type Member = Awaited<ReturnType<typeof registerUser>>;

describe.each(databaseKinds)("a member's membership and saved cards on %s", (kind) => {
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

  /** A member who paid for the monthly plan by card in the sandbox. */
  async function subscribedMember(): Promise<{ member: Member; subscription: MySubscription }> {
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    const subscription = await mySubscription(app(), member.access_token);
    if (!subscription) throw new Error('The payment made no subscription');
    return { member, subscription };
  }

  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    app().inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });

  async function changed(url: string, token: string): Promise<MySubscription> {
    const response = await post(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: MySubscription }).data;
  }

  async function addCard(token: string, currency?: string): Promise<Started> {
    const response = await post('/v1/payment-methods', token, currency ? { currency } : {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Started }).data;
  }

  async function cards(token: string): Promise<PaymentMethod[]> {
    const response = await app().inject({
      method: 'GET',
      url: '/v1/payment-methods',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: PaymentMethod[] }).data;
  }

  async function transactions(token: string): Promise<Transaction[]> {
    const response = await app().inject({
      method: 'GET',
      url: '/v1/subscriptions/transactions',
      headers: bearer(token),
    });
    return (response.json() as { data: Transaction[] }).data;
  }

  describe('cancelling and reactivating', () => {
    it('cancelling stops renewals and keeps the period; cancelling again changes nothing', async () => {
      const { member, subscription } = await subscribedMember();
      testApp.clock.advance(60_000);
      const cancelled = await changed('/v1/subscriptions/cancel', member.access_token);
      expect(cancelled).toMatchObject({
        id: subscription.id,
        status: 'cancelled',
        cancelled_at: testApp.clock.now().toISOString(),
        auto_renew: false,
        current_period_end: subscription.current_period_end,
      });
      expect(await me(app(), member.access_token)).toMatchObject({
        subscriptionStatus: 'cancelled',
        subscriptionPlan: monthly.name,
      });

      testApp.clock.advance(60_000);
      expect(await changed('/v1/subscriptions/cancel', member.access_token)).toEqual(cancelled);
      expect(await mySubscription(app(), member.access_token)).toEqual(cancelled);
    });

    it('reactivating before the end makes it active and renewing again', async () => {
      const { member, subscription } = await subscribedMember();
      await changed('/v1/subscriptions/cancel', member.access_token);
      const reactivated = await changed('/v1/subscriptions/reactivate', member.access_token);
      expect(reactivated).toEqual({
        ...subscription,
        status: 'active',
        cancelled_at: null,
        auto_renew: true,
      });
      expect((await me(app(), member.access_token)).subscriptionStatus).toBe('active');
      expect(await changed('/v1/subscriptions/reactivate', member.access_token)).toEqual(reactivated);
    });

    it('answers 404 SUBSCRIPTION_NOT_FOUND to a member who never subscribed', async () => {
      const member = await registerUser(app());
      for (const action of ['cancel', 'reactivate']) {
        expectErrorEnvelope(
          await post(`/v1/subscriptions/${action}`, member.access_token),
          404,
          'SUBSCRIPTION_NOT_FOUND',
        );
      }
      expect(await mySubscription(app(), member.access_token)).toBeNull();
    });

    it('answers 409 SUBSCRIPTION_EXPIRED once the membership has ended; paying again brings it back, renewing', async () => {
      const { member, subscription } = await subscribedMember();
      await changed('/v1/subscriptions/cancel', member.access_token);
      const after = new Date(Date.parse(subscription.current_period_end) + 60_000);
      await app().services.renewals.runPass(after);
      expect(await mySubscription(app(), member.access_token)).toMatchObject({ status: 'expired' });
      expect((await me(app(), member.access_token)).subscriptionStatus).toBe('expired');

      for (const action of ['reactivate', 'cancel']) {
        expectErrorEnvelope(
          await post(`/v1/subscriptions/${action}`, member.access_token),
          409,
          'SUBSCRIPTION_EXPIRED',
        );
      }

      const started = await startCheckout(app(), member.access_token, {
        planId: monthly.id,
        currency: 'NGN',
      });
      await payInSandbox(app(), started);
      await verify(app(), started.reference, { token: member.access_token });
      expect(await mySubscription(app(), member.access_token)).toMatchObject({
        id: subscription.id,
        status: 'active',
        cancelled_at: null,
        auto_renew: true,
        current_period_start: testApp.clock.now().toISOString(),
      });
    });
  });

  describe('saved cards', () => {
    it("adds a card with a card-only checkout for the currency's smallest charge, saved and then refunded", async () => {
      const member = await registerUser(app());
      const started = await addCard(member.access_token, 'GHS');
      expect(started).toMatchObject({
        reference: expect.stringMatching(/^card-/),
        amount: 10,
        currency: 'GHS',
      });
      const page = await app().inject({
        method: 'GET',
        url: new URL(started.authorizationUrl).pathname,
        headers: { accept: 'text/html' },
      });
      expect(page.body).toContain('name="channel" value="card"');
      expect(page.body).not.toContain('value="mobile_money"');

      await payInSandbox(app(), started);
      expect(await verify(app(), started.reference, { token: member.access_token })).toMatchObject({
        status: 'success',
        purpose: 'card_check',
        subscription: null,
        signInRequired: false,
      });
      expect(await cards(member.access_token)).toEqual([
        {
          id: expect.any(String),
          brand: 'visa',
          last4: '4081',
          expMonth: '12',
          expYear: String(testApp.clock.now().getUTCFullYear() + 3),
          bank: 'Sandbox Bank',
          isDefault: true,
        },
      ]);
      expect((await transactions(member.access_token))[0]).toMatchObject({ status: 'success' });

      await app().jobWorker.drain();
      expect(await transactions(member.access_token)).toEqual([
        expect.objectContaining({
          reference: started.reference,
          purpose: 'card_check',
          status: 'refunded',
          amount: 10,
          currency: 'GHS',
        }),
      ]);
      // A card check buys nothing: no membership, no invoice.
      expect(await mySubscription(app(), member.access_token)).toBeNull();
      const issued = await testApp.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentReference, started.reference));
      expect(issued).toEqual([]);
    });

    it("checks a card in the member's country's currency when none is asked for", async () => {
      const member = await registerUser(app());
      expect(await addCard(member.access_token)).toMatchObject({ amount: 200, currency: 'USD' });
    });

    it('takes a card check by card only, and saves no card from a membership paid with mobile money', async () => {
      const member = await registerUser(app());
      const check = await addCard(member.access_token, 'KES');
      const byPhone = await app().inject({
        method: 'POST',
        url: new URL(check.authorizationUrl).pathname,
        payload: { outcome: 'success', channel: 'mobile_money' },
      });
      expectErrorEnvelope(byPhone, 400, 'VALIDATION_FAILED');
      expect((await verify(app(), check.reference, { token: member.access_token })).status).toBe('abandoned');

      const started = await startCheckout(app(), member.access_token, {
        planId: monthly.id,
        currency: 'KES',
      });
      await payInSandbox(app(), started, 'success', 'mobile_money');
      expect((await verify(app(), started.reference, { token: member.access_token })).status).toBe('success');
      expect(await cards(member.access_token)).toEqual([]);
      expect((await mySubscription(app(), member.access_token))?.renews_with).toBe('pay_link');
    });

    it('saves the same card checked twice once', async () => {
      const member = await registerUser(app());
      for (let time = 0; time < 2; time += 1) {
        const started = await addCard(member.access_token, 'NGN');
        await payInSandbox(app(), started);
        await verify(app(), started.reference, { token: member.access_token });
      }
      expect(await cards(member.access_token)).toHaveLength(1);
    });

    it('makes another card the default, and forgets a card, the default passing to the card left', async () => {
      const { member } = await subscribedMember();
      const [first] = await cards(member.access_token);
      expect(first?.isDefault).toBe(true);
      // The sandbox gives one customer one card; a second one is saved as a settled payment would save it.
      await new PaymentMethodsRepository(testApp.database.db).save(
        member.user.id,
        {
          code: 'AUTH_second',
          reusable: true,
          channel: 'card',
          brand: 'mastercard',
          last4: '5555',
          expMonth: '01',
          expYear: '2031',
          signature: 'SIG_second',
          bank: null,
        },
        testApp.clock.now(),
        { email: member.user.email, code: null },
      );
      const listed = await cards(member.access_token);
      const second = listed.find((card) => card.last4 === '5555');
      expect(listed.map((card) => [card.last4, card.isDefault])).toEqual([
        ['4081', true],
        ['5555', false],
      ]);

      const setDefault = await app().inject({
        method: 'PUT',
        url: `/v1/payment-methods/${second?.id}/default`,
        headers: bearer(member.access_token),
      });
      expect(setDefault.statusCode, setDefault.body).toBe(200);
      expect(
        (setDefault.json() as { data: PaymentMethod[] }).data.map((card) => [card.last4, card.isDefault]),
      ).toEqual([
        ['5555', true],
        ['4081', false],
      ]);

      const removed = await app().inject({
        method: 'DELETE',
        url: `/v1/payment-methods/${second?.id}`,
        headers: bearer(member.access_token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json() as { data: PaymentMethod[] }).data).toEqual([{ ...first, isDefault: true }]);
      expect(await cards(member.access_token)).toEqual([{ ...first, isDefault: true }]);
    });

    it("answers 404 PAYMENT_METHOD_NOT_FOUND for another member's card, and leaves it as it was", async () => {
      const { member: owner } = await subscribedMember();
      const [card] = await cards(owner.access_token);
      const other = await registerUser(app());
      for (const request of [
        { method: 'PUT' as const, url: `/v1/payment-methods/${card?.id}/default` },
        { method: 'DELETE' as const, url: `/v1/payment-methods/${card?.id}` },
      ]) {
        expectErrorEnvelope(
          await app().inject({ ...request, headers: bearer(other.access_token) }),
          404,
          'PAYMENT_METHOD_NOT_FOUND',
        );
      }
      expect(await cards(owner.access_token)).toEqual([card]);
      const rows = await testApp.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, owner.user.id));
      expect(rows).toHaveLength(1);
    });
  });

  describe('deleting the account', () => {
    it('ends renewals and forgets the saved cards here and at the provider, and keeps the invoices as issued', async () => {
      const { member } = await subscribedMember();
      expect(await cards(member.access_token)).toHaveLength(1);
      const [card] = await testApp.database.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, member.user.id));
      const [invoice] = await testApp.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, member.user.id));
      expect(invoice).toMatchObject({
        userId: member.user.id,
        buyerEmail: member.user.email,
        currency: 'NGN',
        total: monthly.prices.find((price) => price.currency === 'NGN')?.amount,
      });

      const deleted = await app().inject({
        method: 'DELETE',
        url: '/v1/users/me',
        headers: bearer(member.access_token),
        payload: { password: member.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const db = testApp.database.db;
      expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id))).toEqual(
        [],
      );
      expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.user.id))).toEqual(
        [],
      );
      const [kept] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoice?.id ?? ''));
      expect(kept).toMatchObject({
        number: invoice?.number,
        buyerName: member.user.fullName,
        buyerEmail: member.user.email,
        total: invoice?.total,
        userId: null,
      });
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.reference, invoice?.paymentReference ?? ''));
      expect(payment).toMatchObject({ status: 'success', userId: null });
      await app().services.renewals.runPass(new Date('2100-01-01T00:00:00Z'));
      const renewals = await db
        .select()
        .from(payments)
        .where(and(eq(payments.email, member.user.email), eq(payments.purpose, 'renewal')));
      expect(renewals).toEqual([]);

      await app().jobWorker.drain();
      const sandboxCards = await db
        .select({ authorization: sandboxPayments.authorization })
        .from(sandboxPayments)
        .where(sql`${sandboxPayments.authorization}->>'code' = ${card?.authorizationCode ?? ''}`);
      expect(sandboxCards.length).toBeGreaterThan(0);
      expect(sandboxCards.map((row) => row.authorization?.reusable)).toEqual(sandboxCards.map(() => false));
    });
  });
});
