import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { invoices, paymentMethods, payments } from '../src/db/schema';
import { sandboxWebhookSecret } from '../src/payments/sandbox';
import { addDays, addInterval } from '../src/modules/billing/subscription-state';
import { UsersRepository } from '../src/modules/users';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  deliverWebhook,
  joinWaitlist,
  mailTo,
  priceOf,
  seedPlans,
  startCheckout,
  userIdOf,
  verify,
  visitor,
} from './membership-helpers';

const secretKey = 'sk_test_billing_0123456789';
const PUBLIC_URL = 'https://archive.example';
const minute = 60_000;

/** A day as the e-mails write it: 24 December 2026. */
const day = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe.each(databaseKinds)('membership paid through Paystack on %s', (kind) => {
  let paystack: FakePaystack;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let webhookId = 7_000_000;

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
    paystack.useClock(() => testApp.clock.now());
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    await paystack.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function paymentRow(reference: string) {
    const [row] = await db().select().from(payments).where(eq(payments.reference, reference));
    return row;
  }

  describe('checking out', () => {
    it("opens a visitor's checkout at Paystack and grants it once Paystack says it was paid", async () => {
      const signup = visitor();
      const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
      expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
      expect(paystack.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/transaction/initialize',
        authorization: `Bearer ${secretKey}`,
        body: {
          email: signup.email,
          amount: priceOf(monthly, 'NGN'),
          currency: 'NGN',
          reference: started.reference,
          callback_url: `${PUBLIC_URL}/join/payment/callback`,
        },
      });
      expect((await verify(app(), started.reference, { claim: started.claimToken })).status).toBe(
        'abandoned',
      );

      paystack.settle(started.reference, 'success');
      const verified = await verify(app(), started.reference, { claim: started.claimToken });
      expect(verified).toMatchObject({
        status: 'success',
        amount: priceOf(monthly, 'NGN'),
        currency: 'NGN',
        subscription: { status: 'active', plan: { id: monthly.id } },
        signInRequired: false,
      });
      expect(verified.session?.user).toMatchObject({ email: signup.email, subscriptionStatus: 'active' });
    });

    it('grants nothing for a payment Paystack reports paid for another amount or currency', async () => {
      for (const paid of [{ amount: priceOf(monthly, 'NGN') - 100 }, { currency: 'USD' }]) {
        const signup = visitor();
        const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
        paystack.misreport(started.reference, paid);
        expect(await verify(app(), started.reference, { claim: started.claimToken })).toMatchObject({
          status: 'failed',
          subscription: null,
          session: null,
        });
        expect(await userIdOf(db(), signup.email)).toBeUndefined();
        // Money did arrive: the payment waits for an admin's review, who may refund it.
        expect(await paymentRow(started.reference)).toMatchObject({
          status: 'needs_review',
          fulfilledAt: null,
          gatewayResponse: expect.stringMatching(/differs from the price; nothing was granted/),
        });
        expect(
          await db().select().from(invoices).where(eq(invoices.paymentReference, started.reference)),
        ).toEqual([]);
      }
    });

    it('fulfils a payment from a charge.success webhook signed with the secret key, once its job runs', async () => {
      const signup = visitor();
      const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'USD' });
      paystack.settle(started.reference, 'success');
      const delivery = { id: (webhookId += 1), reference: started.reference };
      expectErrorEnvelope(
        await deliverWebhook(app(), sandboxWebhookSecret, delivery),
        401,
        'INVALID_WEBHOOK_SIGNATURE',
      );
      expect((await deliverWebhook(app(), secretKey, delivery)).statusCode).toBe(200);
      expect(await paymentRow(started.reference)).toMatchObject({ fulfilledAt: null });

      await app().jobWorker.drain();
      expect(await paymentRow(started.reference)).toMatchObject({ status: 'success', createdAccount: true });
      const userId = await userIdOf(db(), signup.email);
      expect(await app().services.subscriptions.getMine(userId!)).toMatchObject({
        status: 'active',
        currency: 'USD',
      });
    });
  });

  describe('the renewal pass', () => {
    type Subscriber = { userId: string; email: string; token: string; subscription: MySubscription };

    /** A new member who paid for the monthly plan at Paystack, by card unless told otherwise. */
    async function subscriber(channel = 'card'): Promise<Subscriber> {
      const member = await registerUser(app());
      const started = await startCheckout(app(), member.access_token, {
        planId: monthly.id,
        currency: 'NGN',
      });
      paystack.settle(started.reference, 'success', channel);
      const verified = await verify(app(), started.reference, { token: member.access_token });
      expect(verified.subscription).toMatchObject({
        status: 'active',
        plan: { id: monthly.id },
        currency: 'NGN',
        amount: monthly.prices.find((price) => price.currency === 'NGN')?.amount,
      });
      return {
        userId: member.user.id,
        email: member.user.email,
        token: member.access_token,
        subscription: verified.subscription!,
      };
    }

    /** The app's time moves on; Paystack's with it. */
    function moveTo(at: Date): void {
      const by = at.getTime() - testApp.clock.now().getTime();
      if (by < 0) throw new Error(`The clock cannot go back to ${at.toISOString()}`);
      testApp.clock.advance(by);
    }

    const endOf = (member: Subscriber) => new Date(member.subscription.current_period_end);
    const mine = (member: Subscriber) => app().services.subscriptions.getMine(member.userId);
    const chargesOf = (member: Subscriber) =>
      paystack.requests.filter(
        (request) =>
          request.path === '/transaction/charge_authorization' &&
          (request.body as { email?: string }).email === member.email,
      );
    async function mailOf(member: Subscriber, subject: string) {
      await app().jobWorker.drain();
      return mailTo(smtp.received, member.email).filter((message) => message.subject === subject);
    }
    /** The membership every answer about the member shows (their row read with its subscription). */
    async function profileStatus(member: Subscriber) {
      const row = await new UsersRepository(db()).findById(member.userId);
      return row?.subscriptionStatus;
    }

    it('charges the saved card once at the period end, for the next period and a second invoice', async () => {
      const member = await subscriber();
      const end = endOf(member);
      moveTo(new Date(end.getTime() - minute));
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(0);

      moveTo(new Date(end.getTime() + minute));
      expect((await app().services.renewals.runPass()).ran).toBe(true);
      expect((await app().services.renewals.runPass()).ran).toBe(true);
      const charges = chargesOf(member);
      expect(charges).toHaveLength(1);
      expect(charges[0]?.body).toMatchObject({
        amount: priceOf(monthly, 'NGN'),
        currency: 'NGN',
        authorization_code: expect.stringMatching(/^AUTH_/),
        reference: expect.stringMatching(/^ren\./),
      });

      expect(await mine(member)).toMatchObject({
        status: 'active',
        current_period_start: end.toISOString(),
        current_period_end: addInterval(end, 'month').toISOString(),
        renewal_failures: 0,
        auto_renew: true,
      });
      const issued = await db().select().from(invoices).where(eq(invoices.userId, member.userId));
      expect(issued.map((invoice) => invoice.periodStart.toISOString()).sort()).toEqual(
        [member.subscription.current_period_start, end.toISOString()].sort(),
      );
      const [renewal] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, member.userId), eq(payments.purpose, 'renewal')));
      expect(renewal).toMatchObject({ status: 'success', amount: priceOf(monthly, 'NGN') });
      await app().jobWorker.drain();
      expect(
        mailTo(smtp.received, member.email)
          .map((message) => message.subject)
          .sort(),
      ).toEqual(issued.map((invoice) => `Your receipt: invoice ${invoice.number}`).sort());
    });

    it('asks about a renewal charge whose answer was lost on the next pass, instead of charging the card again', async () => {
      const member = await subscriber();
      const end = endOf(member);
      paystack.loseNextChargeAnswer(member.email);
      moveTo(new Date(end.getTime() + minute));
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(1);
      expect(await mine(member)).toMatchObject({
        current_period_end: end.toISOString(),
        renewal_failures: 0,
      });
      const reference = (chargesOf(member)[0]?.body as { reference: string }).reference;
      expect(await paymentRow(reference)).toMatchObject({ status: 'pending', fulfilledAt: null });

      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(1);
      expect(
        paystack.requests.filter((request) => request.path === `/transaction/verify/${reference}`),
      ).toHaveLength(1);
      expect(await paymentRow(reference)).toMatchObject({ status: 'success' });
      expect(await mine(member)).toMatchObject({
        status: 'active',
        current_period_end: addInterval(end, 'month').toISOString(),
      });
    });

    it('keeps a membership whose renewal is declined, e-mails when it will retry, and ends it after days 1, 3, 5, 7, 10 and 14 fail', async () => {
      const member = await subscriber();
      paystack.chargesWill('failed', member.email);
      const end = endOf(member);

      moveTo(new Date(end.getTime() + minute));
      await app().services.renewals.runPass();
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(1);
      expect(await mine(member)).toMatchObject({ status: 'active', renewal_failures: 1 });
      expect(await profileStatus(member)).toBe('active');
      const [dunning] = await mailOf(member, 'We could not renew your membership');
      expect(dunning?.text).toContain(`We will try again on ${day(addDays(end, 1))}`);

      for (const [retryDay, failures, nextRetry] of [
        [1, 2, 3],
        [3, 3, 5],
        [5, 4, 7],
        [7, 5, 10],
        [10, 6, 14],
      ] as const) {
        moveTo(new Date(addDays(end, retryDay).getTime() + minute));
        await app().services.renewals.runPass();
        expect(await mine(member)).toMatchObject({ status: 'active', renewal_failures: failures });
        const retries = await mailOf(member, 'We could not renew your membership');
        expect(retries.at(-1)?.text).toContain(`We will try again on ${day(addDays(end, nextRetry))}`);
      }
      expect(chargesOf(member)).toHaveLength(6);

      moveTo(new Date(addDays(end, 14).getTime() + minute));
      await app().services.renewals.runPass();
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(7);
      expect(
        new Set(chargesOf(member).map((charge) => (charge.body as { reference: string }).reference)).size,
      ).toBe(7);
      expect(await mine(member)).toMatchObject({ status: 'expired', auto_renew: false });
      expect(await profileStatus(member)).toBe('expired');
      expect(await mailOf(member, 'We could not renew your membership')).toHaveLength(6);
      const [ended] = await mailOf(member, 'Your membership has ended');
      expect(ended?.text).toContain('your membership has ended');
      const declined = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, member.userId), eq(payments.purpose, 'renewal')));
      expect(declined.map((payment) => payment.status)).toEqual(Array(7).fill('failed'));
    });

    it('sends a member without a saved card one pay link three days before the end, then ends the membership when the grace ends', async () => {
      const member = await subscriber('bank_transfer');
      const end = endOf(member);
      const payLink = 'Renew your Creators Archive membership';

      moveTo(new Date(addDays(end, -3).getTime() - minute));
      await app().services.renewals.runPass();
      expect(await mailOf(member, payLink)).toHaveLength(0);

      moveTo(new Date(addDays(end, -3).getTime() + minute));
      await app().services.renewals.runPass();
      moveTo(new Date(addDays(end, -1).getTime()));
      await app().services.renewals.runPass();
      const links = await mailOf(member, payLink);
      expect(links).toHaveLength(1);
      expect(links[0]?.text).toContain(`ends on ${day(end)}`);
      expect(links[0]?.text).toContain(`${PUBLIC_URL}/account/billing?renew=1`);
      expect(await mine(member)).toMatchObject({ status: 'active' });

      moveTo(new Date(end.getTime() + minute));
      await app().services.renewals.runPass();
      expect(await mine(member)).toMatchObject({ status: 'active' });
      moveTo(new Date(addDays(end, 7).getTime() + minute));
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(0);
      expect(await mine(member)).toMatchObject({ status: 'expired' });
      expect(await profileStatus(member)).toBe('expired');
      expect(await mailOf(member, 'Your Creators Archive membership has ended')).toHaveLength(1);
    });

    it('ends a cancelled membership at its end with an e-mail, charging nothing', async () => {
      const member = await subscriber();
      const cancel = await app().inject({
        method: 'POST',
        url: '/v1/subscriptions/cancel',
        headers: bearer(member.token),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const end = endOf(member);

      moveTo(new Date(addDays(end, -2).getTime()));
      await app().services.renewals.runPass();
      expect(await mine(member)).toMatchObject({ status: 'cancelled' });
      expect(await mailOf(member, 'Renew your Creators Archive membership')).toHaveLength(0);

      moveTo(new Date(end.getTime() + minute));
      await app().services.renewals.runPass();
      expect(chargesOf(member)).toHaveLength(0);
      expect(await mine(member)).toMatchObject({ status: 'expired' });
      expect(await profileStatus(member)).toBe('expired');
      const ended = await mailOf(member, 'Your Creators Archive membership has ended');
      expect(ended).toHaveLength(1);
      expect(ended[0]?.text).toContain(`ended on ${day(end)}`);
    });

    it('forgets a removed card at Paystack, and every card of a deleted account, so none is charged again', async () => {
      const removing = await subscriber();
      const [card] = await db()
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, removing.userId));
      const removed = await app().inject({
        method: 'DELETE',
        url: `/v1/payment-methods/${card?.id}`,
        headers: bearer(removing.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await app().jobWorker.drain();
      expect(paystack.deactivated).toContain(card?.authorizationCode);

      const leaving = await subscriber();
      const [leavingCard] = await db()
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, leaving.userId));
      const password = 'correct horse battery staple';
      const deleted = await app().inject({
        method: 'DELETE',
        url: '/v1/users/me',
        headers: bearer(leaving.token),
        payload: { password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await app().jobWorker.drain();
      expect(paystack.deactivated).toContain(leavingCard?.authorizationCode);
      const deactivations = paystack.requests.filter(
        (request) => request.path === '/customer/authorization/deactivate',
      );
      expect(deactivations.at(-1)).toMatchObject({
        method: 'POST',
        authorization: `Bearer ${secretKey}`,
        body: { authorization_code: leavingCard?.authorizationCode },
      });
    });

    it('runs one pass at a time: of two started at once, one runs and the other stands aside', async () => {
      // Two of the pool's connections open first: a pass whose connection was still being opened
      // could otherwise ask for the lease only after the other pass had run and given it back.
      await Promise.all([db().execute(sql`select pg_sleep(0.05)`), db().execute(sql`select pg_sleep(0.05)`)]);
      const reports = await Promise.all([
        app().services.renewals.runPass(),
        app().services.renewals.runPass(),
      ]);
      expect(reports.map((report) => report.ran).sort()).toEqual([false, true]);
      expect(reports.find((report) => !report.ran)).toEqual({
        ran: false,
        charged: 0,
        failed: 0,
        payLinks: 0,
        expired: 0,
        planSwitches: 0,
        reconciled: 0,
        providerRefusals: 0,
        cardExpiryNotices: 0,
      });
      // The lease is given back when a pass ends.
      expect((await app().services.renewals.runPass()).ran).toBe(true);
    });
  });
});
