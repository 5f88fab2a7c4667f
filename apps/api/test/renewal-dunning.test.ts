import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { paymentMethods, payments, users } from '../src/db/schema';
import { PassLease } from '../src/modules/billing/pass-lease';
import { ScheduledTasksRepository } from '../src/modules/billing/scheduled-tasks.repository';
import { addDays, addInterval } from '../src/modules/billing/subscription-state';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { startFakePaystack, type ChargeOutcome, type FakePaystack } from './fake-paystack';
import { mailTo, seedPlans, signedIn, startCheckout, verify } from './membership-helpers';

const secretKey = 'sk_test_dunning_0123456789';
const metricsToken = 'dunning-metrics-token';
const minute = 60_000;

const subjects = {
  retrying: 'We could not renew your membership',
  unusable: 'Update your card to keep your membership',
  upcoming: 'Renew your Creators Archive membership',
  due: 'Your Creators Archive membership payment is due',
  ended: 'Your membership has ended',
  expiring: 'Your saved card expires this month',
};

describe.each(databaseKinds)('dunning on %s', (kind) => {
  let paystack: FakePaystack;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      METRICS_TOKEN: metricsToken,
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
  const pass = () => app().services.renewals.runPass();

  type Member = { userId: string; email: string; password: string; end: Date };

  /** A member who paid for the monthly plan in NGN, by card unless told otherwise. */
  async function member(channel = 'card'): Promise<Member> {
    const registered = await registerUser(app());
    const started = await startCheckout(app(), registered.access_token, {
      planId: monthly.id,
      currency: 'NGN',
    });
    paystack.settle(started.reference, 'success', channel);
    const verified = await verify(app(), started.reference, { token: registered.access_token });
    return {
      userId: registered.user.id,
      email: registered.user.email,
      password: registered.password,
      end: new Date(verified.subscription!.current_period_end),
    };
  }

  function moveTo(at: Date): void {
    const by = at.getTime() - testApp.clock.now().getTime();
    if (by > 0) testApp.clock.advance(by);
  }
  const dayOf = (end: Date, days: number) => new Date(addDays(end, days).getTime() + minute);
  /** The membership as GET /v1/subscriptions/me and the admin's member page answer it. */
  const mine = async (who: Member) =>
    (await app().services.subscriptions.getMine(who.userId)) as MySubscription;
  const chargesOf = (who: Member | string) =>
    paystack.requests.filter(
      (request) =>
        request.path === '/transaction/charge_authorization' &&
        (request.body as { email?: string }).email === (typeof who === 'string' ? who : who.email),
    );
  async function mailOf(who: Member, subject: string) {
    await app().jobWorker.drain();
    return mailTo(smtp.received, who.email).filter((message) => message.subject.startsWith(subject));
  }
  const referenceOf = (request: { body: unknown }) => (request.body as { reference: string }).reference;

  it('counts an answer that needs the absent cardholder as a decline, and ends the membership when the retries run out', async () => {
    const outcomes: ChargeOutcome[] = ['send_otp', 'open_url', 'abandoned', 'ongoing'];
    const members = await Promise.all(outcomes.map(() => member()));
    outcomes.forEach((outcome, index) => paystack.chargesWill(outcome, members[index]!.email));
    const last = members.reduce((latest, who) => (who.end > latest ? who.end : latest), members[0]!.end);

    moveTo(dayOf(last, 0));
    await pass();
    for (const who of members) {
      expect(await mine(who)).toMatchObject({
        status: 'active',
        renewal_failures: 1,
        payment_due: {
          since: who.end.toISOString(),
          grace_ends_at: addDays(who.end, 14).toISOString(),
          next_retry_at: addDays(who.end, 1).toISOString(),
          reason: 'card_declined',
        },
      });
    }
    for (const days of [1, 3, 5, 7, 10]) {
      moveTo(dayOf(last, days));
      await pass();
    }
    expect((await mine(members[0]!)).status).toBe('active');
    moveTo(dayOf(last, 14));
    await pass();
    for (const who of members) {
      expect(await mine(who)).toMatchObject({ status: 'expired', renewal_failures: 7, payment_due: null });
      expect(chargesOf(who)).toHaveLength(7);
      expect(await mailOf(who, subjects.retrying)).toHaveLength(6);
      expect(await mailOf(who, subjects.ended)).toHaveLength(1);
    }
  });

  it('waits for a pending charge until the next retry day, then counts it as one decline; one settled later renews', async () => {
    const [waiting, settling] = [await member(), await member()];
    paystack.chargesWill('pending', waiting.email);
    paystack.chargesWill('processing', settling.email);
    const end = waiting.end > settling.end ? waiting.end : settling.end;

    moveTo(dayOf(end, 0));
    await pass();
    await pass();
    expect(await mine(waiting)).toMatchObject({ status: 'active', renewal_failures: 0 });
    expect(await mailOf(waiting, subjects.retrying)).toHaveLength(0);
    expect(chargesOf(waiting)).toHaveLength(1);
    // Asked about again on each pass, never charged twice.
    const pending = referenceOf(chargesOf(waiting)[0]!);
    expect(
      paystack.requests.filter((request) => request.path === `/transaction/verify/${pending}`),
    ).toHaveLength(1);

    paystack.settle(referenceOf(chargesOf(settling)[0]!), 'success');
    await pass();
    expect(await mine(settling)).toMatchObject({
      status: 'active',
      renewal_failures: 0,
      current_period_end: addInterval(settling.end, 'month').toISOString(),
      payment_due: null,
    });

    moveTo(dayOf(end, 1));
    await pass();
    expect(await mine(waiting)).toMatchObject({ status: 'active', renewal_failures: 1 });
    expect(await mailOf(waiting, subjects.retrying)).toHaveLength(1);
  });

  it('counts nothing and sends nothing when Paystack refuses the call (429, 401), counts the refusal, and charges on a later pass', async () => {
    const limited = await member();
    paystack.chargesWill('http_429', limited.email);
    moveTo(dayOf(limited.end, 0));
    const refused = await pass();
    expect(refused.providerRefusals).toBe(1);
    paystack.chargesWill('http_401', limited.email);
    await pass();
    expect(await mine(limited)).toMatchObject({ status: 'active', renewal_failures: 0, payment_due: null });
    expect(await mailOf(limited, subjects.retrying)).toHaveLength(0);
    const metrics = await app().inject({ method: 'GET', url: '/metrics', headers: bearer(metricsToken) });
    expect(metrics.body).toMatch(/payment_provider_refusals_total\{reason="rate_limited"\} [1-9]/);
    expect(metrics.body).toMatch(/payment_provider_refusals_total\{reason="unauthorized"\} [1-9]/);

    // Paystack never took the refused call: the same reference is charged once it answers.
    paystack.chargesWill('success', limited.email);
    await pass();
    const references = chargesOf(limited).map(referenceOf);
    expect(new Set(references).size).toBe(1);
    expect(await mine(limited)).toMatchObject({
      status: 'active',
      current_period_end: addInterval(limited.end, 'month').toISOString(),
    });
  });

  it('charges a card as the customer it was saved under, after the member changed their e-mail', async () => {
    const moved = await member();
    const changed = `moved-${moved.email}`;
    await db().update(users).set({ email: changed }).where(eq(users.id, moved.userId));
    moveTo(dayOf(moved.end, 0));
    await pass();
    expect(chargesOf(moved)).toHaveLength(1);
    expect(chargesOf(changed)).toHaveLength(0);
    expect((await mine(moved)).current_period_end).toBe(addInterval(moved.end, 'month').toISOString());
  });

  it('stops retrying a card after a hard decline: the member pays by link until the grace ends, then it ends', async () => {
    const lost = await member();
    paystack.chargesWill('hard_decline', lost.email);
    moveTo(dayOf(lost.end, 0));
    await pass();
    expect(await mine(lost)).toMatchObject({
      status: 'active',
      payment_due: {
        reason: 'card_unusable',
        grace_ends_at: addDays(lost.end, 7).toISOString(),
        next_retry_at: null,
      },
    });
    const [told] = await mailOf(lost, subjects.unusable);
    expect(told?.text).toContain('can no longer be charged');
    for (const days of [1, 3, 5]) {
      moveTo(dayOf(lost.end, days));
      await pass();
    }
    expect(chargesOf(lost)).toHaveLength(1);
    expect(await mailOf(lost, 'Last reminder')).toHaveLength(1);
    moveTo(dayOf(lost.end, 7));
    await pass();
    expect((await mine(lost)).status).toBe('expired');
  });

  it('charges a card saved while a payment is due at once, once the saving has committed', async () => {
    const fixing = await member();
    paystack.chargesWill('failed', fixing.email);
    moveTo(dayOf(fixing.end, 0));
    await pass();
    expect((await mine(fixing)).payment_due?.reason).toBe('card_declined');

    paystack.chargesWill('success', fixing.email);
    const { access_token: token } = await signedIn(app(), fixing.email, fixing.password);
    const response = await app().inject({
      method: 'POST',
      url: '/v1/payment-methods',
      headers: bearer(token),
      payload: { currency: 'NGN' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const check = (response.json() as { data: { reference: string } }).data;
    paystack.settle(check.reference, 'success');
    await verify(app(), check.reference, { token });
    await app().jobWorker.drain();
    expect(chargesOf(fixing)).toHaveLength(2);
    expect(await mine(fixing)).toMatchObject({
      status: 'active',
      payment_due: null,
      current_period_end: addInterval(fixing.end, 'month').toISOString(),
    });
  });

  it('reminds a pay-link member 3 days before the end, on it and 3 days after, keeping access until the grace ends', async () => {
    const transfer = await member('bank_transfer');
    for (const days of [-3, -2, 0, 1, 3, 5]) {
      moveTo(dayOf(transfer.end, days));
      await pass();
    }
    expect(await mailOf(transfer, subjects.upcoming)).toHaveLength(1);
    expect(await mailOf(transfer, subjects.due)).toHaveLength(1);
    const [last] = await mailOf(transfer, 'Last reminder');
    expect(last?.text).toContain('/account/billing?renew=1');
    expect(await mine(transfer)).toMatchObject({
      status: 'active',
      payment_due: { reason: 'awaiting_payment', grace_ends_at: addDays(transfer.end, 7).toISOString() },
    });
    moveTo(dayOf(transfer.end, 7));
    await pass();
    expect(await mine(transfer)).toMatchObject({ status: 'expired', payment_due: null });
  });

  it('tells a member once when the card their membership renews with expires this month', async () => {
    const expiring = await member();
    const now = testApp.clock.now();
    await db()
      .update(paymentMethods)
      .set({
        expMonth: String(now.getUTCMonth() + 1).padStart(2, '0'),
        expYear: String(now.getUTCFullYear()),
      })
      .where(eq(paymentMethods.userId, expiring.userId));
    expect((await pass()).cardExpiryNotices).toBeGreaterThanOrEqual(1);
    await pass();
    const told = await mailOf(expiring, subjects.expiring);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('ending in 4081');
  });

  it('counts a decline seen by two processes at once once, with one e-mail', async () => {
    const twice = await member();
    paystack.chargesWill('failed', twice.email);
    moveTo(dayOf(twice.end, 0));
    await pass();
    expect((await mine(twice)).renewal_failures).toBe(1);

    // The retry of a newly saved card and the pass both try the day-1 charge at once.
    moveTo(dayOf(twice.end, 1));
    const [card] = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, twice.userId));
    await Promise.all([
      pass(),
      app().services.renewals.retryWithNewCard(twice.userId, card!.authorizationCode),
    ]);
    expect((await mine(twice)).renewal_failures).toBe(2);
    expect(await mailOf(twice, subjects.retrying)).toHaveLength(2);
    const renewals = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, twice.userId), eq(payments.purpose, 'renewal')));
    expect(renewals).toHaveLength(2);
  });

  it('holds the pass lease for as long as the pass runs, and knows when it lost it', async () => {
    const deps = { tasks: new ScheduledTasksRepository(db()), clock: testApp.clock };
    const first = new PassLease(deps, 'lease-test', 10);
    const second = new PassLease(deps, 'lease-test', 10);
    expect(await first.take()).toBe(true);
    testApp.clock.advance(6 * minute);
    expect(await first.keep()).toBe(true);
    testApp.clock.advance(6 * minute);
    // Extended at 6 minutes: still held at 12.
    expect(await second.take()).toBe(false);
    testApp.clock.advance(11 * minute);
    expect(await second.take()).toBe(true);
    expect(await first.keep()).toBe(false);
    await first.release();
    expect(await new PassLease(deps, 'lease-test', 10).take()).toBe(false);
    await second.release();
  });
});
