import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, PaymentMethod } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { payments } from '../src/db/schema';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import {
  joinWaitlist,
  mailTo,
  mySubscription,
  payInSandbox,
  priceOf,
  seedPlans,
  startCheckout,
  verify,
  visitor,
} from './membership-helpers';

const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("a stranger's payment for a member's address on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let annual: Plan;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { SMTP_URL: smtp.url });
    ({ monthly, annual } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;

  async function cards(token: string): Promise<PaymentMethod[]> {
    const response = await app().inject({
      method: 'GET',
      url: '/v1/payment-methods',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: PaymentMethod[] }).data;
  }

  /** Renewal charges the pass made for the member: payments of purpose `renewal`. */
  async function renewalsOf(userId: string) {
    return testApp.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.purpose, 'renewal')));
  }

  /** A stranger, signed out, pays the plan for the member's address; answers what their browser is told. */
  async function strangerPays(
    email: string,
    plan: Plan,
    currency: 'GHS' | 'KES',
    channel: 'card' | 'mobile_money',
  ) {
    const started = await joinWaitlist(app(), {
      ...visitor({ email, fullName: 'A Stranger' }),
      planId: plan.id,
      currency,
    });
    await payInSandbox(app(), started, 'success', channel);
    return verify(app(), started.reference, { claim: started.claimToken });
  }

  it('paid by card, only lengthens a cancelled membership by the days the money buys on its own plan: no renewal, no card, no charge', async () => {
    const member = await registerUser(app());
    const own = await startCheckout(app(), member.access_token, { planId: annual.id, currency: 'USD' });
    await payInSandbox(app(), own, 'success', 'mobile_money');
    await verify(app(), own.reference, { token: member.access_token });
    const cancel = await app().inject({
      method: 'POST',
      url: '/v1/subscriptions/cancel',
      headers: bearer(member.access_token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const before = (await mySubscription(app(), member.access_token)) as MySubscription;

    const answer = await strangerPays(member.user.email, monthly, 'GHS', 'card');
    expect(answer).toMatchObject({
      status: 'success',
      session: null,
      subscription: null,
      signInRequired: true,
    });

    const after = (await mySubscription(app(), member.access_token)) as MySubscription;
    // The month's price, in whole days of the annual plan at its own price in cedis: the plan
    // held is valued at what it costs, whichever plan was paid for.
    const end = new Date(before.current_period_end);
    const yearOn = new Date(end);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    const days = Math.floor(
      ((yearOn.getTime() - end.getTime()) / day) * (priceOf(monthly, 'GHS') / priceOf(annual, 'GHS')),
    );
    expect(after).toEqual({
      ...before,
      current_period_end: new Date(Date.parse(before.current_period_end) + days * day).toISOString(),
    });
    expect(after).toMatchObject({
      status: 'cancelled',
      auto_renew: false,
      plan: { id: annual.id },
      currency: 'USD',
    });
    expect(await cards(member.access_token)).toEqual([]);

    testApp.clock.advance(Date.parse(after.current_period_end) - testApp.clock.now().getTime() + day);
    await app().services.renewals.runPass();
    expect(await renewalsOf(member.user.id)).toEqual([]);
    expect(await app().services.subscriptions.getMine(member.user.id)).toMatchObject({ status: 'expired' });

    await app().jobWorker.drain();
    const notices = mailTo(smtp.received, member.user.email).filter(
      (message) => message.subject === 'Time was added to your Creators Archive membership',
    );
    expect(notices).toHaveLength(1);
  });

  it('paid by mobile money, adds a month to a renewing membership on the same plan and leaves its currency, amount and card', async () => {
    const member = await registerUser(app());
    const own = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), own, 'success', 'card');
    await verify(app(), own.reference, { token: member.access_token });
    const before = (await mySubscription(app(), member.access_token)) as MySubscription;
    const cardsBefore = await cards(member.access_token);
    expect(cardsBefore).toHaveLength(1);

    await strangerPays(member.user.email, monthly, 'KES', 'mobile_money');

    const after = (await mySubscription(app(), member.access_token)) as MySubscription;
    const end = new Date(before.current_period_end);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(after).toEqual({ ...before, current_period_end: end.toISOString() });
    expect(after).toMatchObject({
      status: 'active',
      auto_renew: true,
      currency: 'NGN',
      amount: priceOf(monthly, 'NGN'),
      renews_with: 'card',
    });
    expect(await cards(member.access_token)).toEqual(cardsBefore);

    // The old end passes with nothing charged: the member's own renewal comes at the new end.
    testApp.clock.advance(Date.parse(before.current_period_end) - testApp.clock.now().getTime() + day);
    await app().services.renewals.runPass();
    expect(await renewalsOf(member.user.id)).toEqual([]);
  });
});
