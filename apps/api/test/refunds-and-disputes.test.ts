import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, Session } from '@creators-archive/contract';
import type { FindAlertsResponse } from '@creators-archive/contract/admin/find-alerts';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { jobs, paymentMethods, payments, subscriptions } from '../src/db/schema';
import { webhookSignature } from '../src/payments/webhook-signature';
import { adminWithFactor, type TestAdmin } from './admin-helpers';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import {
  joinWaitlist,
  mailTo,
  priceOf,
  seedPlans,
  startCheckout,
  verify,
  visitor,
} from './membership-helpers';

const secretKey = 'sk_test_refunds_disputes_0123456789';
const PUBLIC_URL = 'https://archive.example';
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
const REASON = 'Agreed with the member by e-mail';

/** Signs a whole event as Paystack does (HMAC-SHA512 of the exact bytes) and posts it. */
function deliver(app: FastifyInstance, payload: object) {
  const rawBody = Buffer.from(JSON.stringify(payload));
  return app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': webhookSignature(rawBody, secretKey),
    },
    payload: rawBody,
  });
}

describe.each(databaseKinds)('refunds, disputes and reversals through Paystack on %s', (kind) => {
  let paystack: FakePaystack;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let admin: TestAdmin;
  let disputeId = 55_000_000;

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
    admin = await adminWithFactor(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
    await paystack.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const drain = () => app().jobWorker.drain();

  function call(method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) {
    return app().inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  }

  async function paymentRow(reference: string) {
    const [row] = await db().select().from(payments).where(eq(payments.reference, reference));
    if (!row) throw new Error(`No payment ${reference}`);
    return row;
  }

  async function membershipOf(member: Session): Promise<MySubscription> {
    const response = await call('GET', '/v1/subscriptions/me', undefined, member.access_token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MySubscription;
  }

  /** The member's subscription as stored, for a test whose clock has outlived the member's session. */
  async function storedMembership(member: Session) {
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
    return row;
  }

  async function memberPage(member: Session): Promise<AdminMember> {
    const response = await call('GET', `/v1/admin/members/${member.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminMember;
  }

  async function alerts(): Promise<FindAlertsResponse['data']> {
    const response = await call('GET', '/v1/admin/alerts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as FindAlertsResponse['data'];
  }

  async function paidMember(): Promise<{ member: Session; reference: string }> {
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    paystack.settle(started.reference, 'success');
    await verify(app(), started.reference, { token: member.access_token });
    return { member, reference: started.reference };
  }

  const refund = (reference: string, body: object = {}) =>
    call('POST', `/v1/admin/payments/${reference}/refund`, { reason: REASON, ...body });

  async function processed(reference: string, amount?: number) {
    expect((await deliver(app(), paystack.refundEvent(reference, 'processed', amount))).statusCode).toBe(200);
    await drain();
  }

  describe('an admin refund', () => {
    it('ends the membership now by default for the whole amount, once Paystack says it is processed', async () => {
      const { member, reference } = await paidMember();
      testApp.clock.advance(5 * minuteMs);
      const answer = await refund(reference);
      expect(answer.json().data).toEqual({ reference, refund: 'pending' });
      expect(await paymentRow(reference)).toMatchObject({ refundMembership: 'end_now', status: 'success' });
      // Shown pending in the console, and not sent twice.
      expect((await memberPage(member)).transactions).toEqual([
        expect.objectContaining({ reference, refundPending: true, refundable: false }),
      ]);
      expectErrorEnvelope(await refund(reference), 409, 'REFUND_PENDING');

      await processed(reference);
      expect(await paymentRow(reference)).toMatchObject({ status: 'refunded', refundMembership: null });
      expect(await membershipOf(member)).toMatchObject({
        status: 'expired',
        auto_renew: false,
        current_period_end: testApp.clock.now().toISOString(),
      });
    });

    it('stops renewals and leaves the period paid for with end_at_period_end', async () => {
      const { member, reference } = await paidMember();
      const before = await membershipOf(member);
      expect((await refund(reference, { membership: 'end_at_period_end' })).statusCode).toBe(200);
      await processed(reference);
      expect(await membershipOf(member)).toMatchObject({
        status: 'cancelled',
        auto_renew: false,
        current_period_end: before.current_period_end,
      });
    });

    it('keeps the membership with keep, and a part refunded is money back, not the whole payment', async () => {
      const { member, reference } = await paidMember();
      const before = await membershipOf(member);
      const price = priceOf(monthly, 'NGN');
      const part = Math.floor(price / 4);
      expectErrorEnvelope(await refund(reference, { amount: price + 1 }), 400, 'VALIDATION_FAILED');
      expect((await refund(reference, { amount: part })).statusCode).toBe(200);
      expect(paystack.requests.at(-1)).toMatchObject({
        path: '/refund',
        body: { transaction: reference, amount: part },
      });
      expect(await paymentRow(reference)).toMatchObject({
        refundMembership: 'keep',
        refundRequestedAmount: part,
      });

      await processed(reference, part);
      expect(await paymentRow(reference)).toMatchObject({ status: 'success', refundedAmount: part });
      expect(await membershipOf(member)).toMatchObject({
        status: 'active',
        auto_renew: true,
        current_period_end: before.current_period_end,
      });
      expect((await memberPage(member)).transactions).toEqual([
        expect.objectContaining({ reference, refundable: true, refundPending: false, refundedAmount: part }),
      ]);

      // The rest, kept too: the payment reads refunded, and the membership is left as it was.
      expect((await refund(reference, { membership: 'keep' })).statusCode).toBe(200);
      await processed(reference, price - part);
      expect(await paymentRow(reference)).toMatchObject({ status: 'refunded', refundedAmount: price });
      expect(await membershipOf(member)).toMatchObject({ status: 'active', auto_renew: true });
    });

    it('records a refund started in the dashboard, in part as a part and the rest as the whole', async () => {
      const { member, reference } = await paidMember();
      const price = priceOf(monthly, 'NGN');
      await processed(reference, 1_000);
      expect(await paymentRow(reference)).toMatchObject({ status: 'success', refundedAmount: 1_000 });
      expect(await membershipOf(member)).toMatchObject({ status: 'active' });
      await processed(reference, price - 1_000);
      expect(await paymentRow(reference)).toMatchObject({ status: 'refunded', refundedAmount: price });
      expect(await membershipOf(member)).toMatchObject({ status: 'expired' });
    });

    it('puts a refund Paystack reports failed back, records nothing and alerts the admins', async () => {
      const { member, reference } = await paidMember();
      expect((await refund(reference)).statusCode).toBe(200);
      expect((await deliver(app(), paystack.refundEvent(reference, 'failed'))).statusCode).toBe(200);
      await drain();
      expect(await paymentRow(reference)).toMatchObject({
        status: 'success',
        refundRequestedAt: null,
        refundMembership: null,
        refundedAmount: 0,
      });
      expect(await membershipOf(member)).toMatchObject({ status: 'active', auto_renew: true });
      expect((await alerts()).alerts).toContainEqual(
        expect.objectContaining({
          kind: 'refund_failed',
          paymentReference: reference,
          memberId: member.user.id,
        }),
      );
      expect(mailTo(smtp.received, admin.email).map((mail) => mail.subject)).toContain('A refund failed');
    });
  });

  describe('disputes', () => {
    it('pauses renewals while open, shows the due date to admins, and resumes them when won', async () => {
      const { member, reference } = await paidMember();
      const id = (disputeId += 1);
      const dueAt = new Date(testApp.clock.now().getTime() + 7 * dayMs);
      expect(
        (await deliver(app(), paystack.disputeEvent(reference, 'create', { id, dueAt }))).statusCode,
      ).toBe(200);
      await drain();
      expect(await membershipOf(member)).toMatchObject({ status: 'active', auto_renew: false });
      const open = (await alerts()).openDisputes.find((dispute) => dispute.paymentReference === reference);
      expect(open).toMatchObject({ memberId: member.user.id, dueAt: dueAt.toISOString(), resolution: null });
      expect((await alerts()).alerts).toContainEqual(
        expect.objectContaining({
          kind: 'dispute_opened',
          paymentReference: reference,
          dueAt: dueAt.toISOString(),
        }),
      );
      expect((await memberPage(member)).disputes).toEqual([
        expect.objectContaining({ paymentReference: reference, status: 'awaiting-merchant-feedback' }),
      ]);

      expect(
        (await deliver(app(), paystack.disputeEvent(reference, 'remind', { id, dueAt }))).statusCode,
      ).toBe(200);
      await drain();
      expect((await alerts()).alerts).toContainEqual(
        expect.objectContaining({ kind: 'dispute_reminded', paymentReference: reference }),
      );

      const won = paystack.disputeEvent(reference, 'resolve', { id, dueAt, resolution: 'declined' });
      expect((await deliver(app(), won)).statusCode).toBe(200);
      await drain();
      expect(await membershipOf(member)).toMatchObject({ status: 'active', auto_renew: true });
      expect((await alerts()).openDisputes.map((dispute) => dispute.paymentReference)).not.toContain(
        reference,
      );
      expect((await memberPage(member)).disputes).toEqual([
        expect.objectContaining({ status: 'resolved', resolution: 'declined' }),
      ]);
    });

    it('ends the membership now and forgets the card when lost', async () => {
      const { member, reference } = await paidMember();
      const [card] = await db()
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, member.user.id));
      expect(card).toBeDefined();
      const id = (disputeId += 1);
      const dueAt = new Date(testApp.clock.now().getTime() + 7 * dayMs);
      await deliver(app(), paystack.disputeEvent(reference, 'create', { id, dueAt }));
      await drain();
      testApp.clock.advance(minuteMs);
      await deliver(
        app(),
        paystack.disputeEvent(reference, 'resolve', { id, dueAt, resolution: 'merchant-accepted' }),
      );
      await drain();
      expect(await membershipOf(member)).toMatchObject({
        status: 'expired',
        auto_renew: false,
        current_period_end: testApp.clock.now().toISOString(),
      });
      expect(
        await db().select().from(paymentMethods).where(eq(paymentMethods.userId, member.user.id)),
      ).toEqual([]);
      expect(paystack.deactivated).toContain(card?.authorizationCode);
    });

    it('takes a payment Paystack reversed since, found by the daily re-verification, as a lost dispute', async () => {
      const { member, reference } = await paidMember();
      testApp.clock.advance(2 * dayMs);
      const asked = () =>
        paystack.requests.filter((request) => request.path === `/transaction/verify/${reference}`).length;
      const before = asked();
      await app().services.renewals.runPass();
      expect(asked()).toBe(before + 1);
      expect(await storedMembership(member)).toMatchObject({ status: 'active' });
      // Asked once a day, not at every pass.
      await app().services.renewals.runPass();
      expect(asked()).toBe(before + 1);

      paystack.reverse(reference);
      testApp.clock.advance(dayMs + minuteMs);
      await app().services.renewals.runPass();
      await drain();
      expect(asked()).toBe(before + 2);
      expect(await storedMembership(member)).toMatchObject({ status: 'expired', autoRenew: false });
      // A day on, the admin signs in again.
      admin = await adminWithFactor(testApp);
      expect(
        await db().select().from(paymentMethods).where(eq(paymentMethods.userId, member.user.id)),
      ).toEqual([]);
      expect((await memberPage(member)).disputes).toEqual([
        expect.objectContaining({ paymentReference: reference, resolution: 'reversed' }),
      ]);
    });
  });

  describe("a card check's refund", () => {
    async function cardCheck(): Promise<{ member: Session; reference: string }> {
      const member = await registerUser(app());
      const response = await call('POST', '/v1/payment-methods', { currency: 'NGN' }, member.access_token);
      expect(response.statusCode, response.body).toBe(200);
      const { reference } = response.json().data as { reference: string };
      paystack.settle(reference, 'success');
      await verify(app(), reference, { token: member.access_token });
      return { member, reference };
    }

    it('is done only on refund.processed', async () => {
      const { reference } = await cardCheck();
      await drain();
      expect(
        paystack.requests.filter(
          (request) =>
            request.path === '/refund' &&
            (request.body as { transaction?: string }).transaction === reference,
        ),
      ).toHaveLength(1);
      expect(await paymentRow(reference)).toMatchObject({
        status: 'success',
        refundRequestedAt: expect.any(Date),
      });
      await processed(reference);
      expect(await paymentRow(reference)).toMatchObject({ status: 'refunded', refundRequestedAt: null });
    });

    it('is asked again later while the balance is too low, and alerts the admins once it fails for good', async () => {
      paystack.refuseRefundsForBalance(1);
      const first = await cardCheck();
      await drain();
      expect(await paymentRow(first.reference)).toMatchObject({ status: 'success', refundRequestedAt: null });
      // The job's retry, after its backoff, sends it again.
      testApp.clock.advance(10 * minuteMs);
      await drain();
      expect(await paymentRow(first.reference)).toMatchObject({ refundRequestedAt: expect.any(Date) });
      admin = await adminWithFactor(testApp);
      expect((await alerts()).alerts.map((alert) => alert.paymentReference)).not.toContain(first.reference);

      // One that keeps failing: its last try alerts the admins.
      paystack.refuseRefundsForBalance(100);
      const second = await cardCheck();
      await db().update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.type, 'payments.card-check-refund'));
      await drain();
      testApp.clock.advance(10 * minuteMs);
      await drain();
      admin = await adminWithFactor(testApp);
      expect((await alerts()).alerts).toContainEqual(
        expect.objectContaining({ kind: 'card_check_refund_failed', paymentReference: second.reference }),
      );
      paystack.refuseRefundsForBalance(0);
    });
  });

  describe('a payment reported paid for the wrong amount', () => {
    it('needs review: nothing is granted, the admins are alerted, and an admin refunds it taking nothing', async () => {
      const signup = visitor();
      const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
      paystack.misreport(started.reference, { amount: priceOf(monthly, 'NGN') - 100 });
      expect(await verify(app(), started.reference, { claim: started.claimToken })).toMatchObject({
        status: 'failed',
        subscription: null,
      });
      expect(await paymentRow(started.reference)).toMatchObject({
        status: 'needs_review',
        fulfilledAt: null,
      });
      // Asked again, it stays held and alerts no one twice.
      await verify(app(), started.reference, { claim: started.claimToken });
      const raised = (await alerts()).alerts.filter((alert) => alert.paymentReference === started.reference);
      expect(raised).toEqual([expect.objectContaining({ kind: 'payment_needs_review' })]);
      await drain();
      expect(mailTo(smtp.received, admin.email).map((mail) => mail.subject)).toContain(
        'A payment needs review',
      );

      expect((await refund(started.reference)).statusCode).toBe(200);
      await processed(started.reference);
      expect(await paymentRow(started.reference)).toMatchObject({ status: 'refunded', fulfilledAt: null });
    });
  });
});
