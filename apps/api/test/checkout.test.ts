import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Transaction } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { builtInCurrencies as currencies } from '@creators-archive/contract/subscriptions/currencies';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { discountCodes, discountRedemptions, invoices, payments } from '../src/db/schema';
import { UsersRepository } from '../src/modules/users';
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
  me,
  mySubscription,
  payInSandbox,
  pdfAttachments,
  pdfText,
  priceOf,
  seedPlans,
  signIn,
  startCheckout,
  uniqueEmail,
  userIdOf,
  verify,
  visitor,
} from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';

describe.each(databaseKinds)('joining and paying through the sandbox on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let annual: Plan;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Archive <hello@archive.example>',
    });
    ({ monthly, annual } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function paymentRow(reference: string) {
    const [row] = await db().select().from(payments).where(eq(payments.reference, reference));
    return row;
  }

  async function invoicesOf(reference: string) {
    return db().select().from(invoices).where(eq(invoices.paymentReference, reference));
  }

  it("a visitor's checkout answers where to pay and a claim for the browser, and makes no account until paid", async () => {
    const signup = visitor();
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
    expect(started).toEqual({
      reference: expect.stringMatching(/^sub-/),
      authorizationUrl: `${PUBLIC_URL}/v1/payments/sandbox/checkout/${started.reference}`,
      amount: priceOf(monthly, 'NGN'),
      currency: 'NGN',
      claimToken: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    });
    expect(await userIdOf(db(), signup.email)).toBeUndefined();
    expect(await paymentRow(started.reference)).toMatchObject({
      userId: null,
      status: 'pending',
      purpose: 'subscription',
      amount: priceOf(monthly, 'NGN'),
    });
  });

  it('asks a visitor for a name, an e-mail and a password, naming each missing field', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/v1/subscriptions/waitlist',
      payload: { planId: monthly.id, currency: 'USD' },
    });
    const body = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(body.error.details.fields ?? {}).sort()).toEqual(['email', 'fullName', 'password']);
  });

  it('answers a visitor whose e-mail has an account exactly as one whose e-mail is new', async () => {
    const member = await registerUser(app());
    const shape = (answer: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(answer).map(([key, value]) =>
          ['amount', 'currency'].includes(key) ? [key, value] : [key, typeof value],
        ),
      );
    const taken = await joinWaitlist(app(), {
      ...visitor({ email: member.user.email }),
      planId: monthly.id,
      currency: 'KES',
    });
    const fresh = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'KES' });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(new URL(taken.authorizationUrl).pathname).toBe(`/v1/payments/sandbox/checkout/${taken.reference}`);
  });

  it("a member's checkout from the join page needs no personal fields and carries no claim", async () => {
    const member = await registerUser(app());
    const started = await joinWaitlist(
      app(),
      { planId: annual.id, currency: 'USD' },
      bearer(member.access_token),
    );
    expect(started).toMatchObject({ amount: priceOf(annual, 'USD'), currency: 'USD', claimToken: null });
    expect(await paymentRow(started.reference)).toMatchObject({ userId: member.user.id, signup: null });
  });

  it('a paid visitor checkout makes the account and signs in the browser holding the claim, once', async () => {
    const signup = visitor();
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
    const callback = await payInSandbox(app(), started);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/join/payment/callback`);

    const verified = await verify(app(), started.reference, { claim: started.claimToken });
    expect(verified).toMatchObject({
      status: 'success',
      reference: started.reference,
      purpose: 'subscription',
      amount: priceOf(monthly, 'NGN'),
      currency: 'NGN',
      subscription: { status: 'active', plan: { id: monthly.id }, currency: 'NGN', auto_renew: true },
      signInRequired: false,
    });
    const session = verified.session;
    expect(session?.user.email).toBe(signup.email);
    expect(await me(app(), session?.access_token ?? '')).toMatchObject({
      email: signup.email,
      fullName: signup.fullName,
      subscriptionStatus: 'active',
      subscriptionPlan: monthly.name,
    });
    expect((await mySubscription(app(), session?.access_token ?? ''))?.status).toBe('active');
    expect((await signIn(app(), signup.email, signup.password)).statusCode).toBe(200);

    const again = await verify(app(), started.reference, { claim: started.claimToken });
    expect(again).toMatchObject({ status: 'success', session: null });

    const elsewhere = await verify(app(), started.reference);
    expect(elsewhere).toMatchObject({
      status: 'success',
      subscription: null,
      session: null,
      signInRequired: true,
    });
  });

  it("a visitor paying with an existing account's e-mail gives it a period that does not renew, changing nothing else and signing no one in", async () => {
    const member = await registerUser(app(), { fullName: 'Kofi Boateng' });
    const signup = visitor({ email: member.user.email, fullName: 'Someone Else' });
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'GHS' });
    await payInSandbox(app(), started);

    const verified = await verify(app(), started.reference, { claim: started.claimToken });
    expect(verified).toMatchObject({
      status: 'success',
      session: null,
      subscription: null,
      signInRequired: true,
    });
    expect(await mySubscription(app(), member.access_token)).toMatchObject({
      status: 'cancelled',
      auto_renew: false,
      plan: { id: monthly.id },
      currency: 'GHS',
    });
    const account = await new UsersRepository(db()).findById(member.user.id);
    expect(account).toMatchObject({ fullName: 'Kofi Boateng', subscriptionStatus: 'cancelled' });
    expect((await signIn(app(), member.user.email, member.password)).statusCode).toBe(200);
    expect((await signIn(app(), member.user.email, signup.password)).statusCode).toBe(401);
    expect(await paymentRow(started.reference)).toMatchObject({
      userId: member.user.id,
      createdAccount: false,
    });
  });

  it('a declined payment is failed and grants nothing: no account, no membership, no invoice', async () => {
    const signup = visitor();
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'ZAR' });
    await payInSandbox(app(), started, 'failed');
    expect(await verify(app(), started.reference, { claim: started.claimToken })).toMatchObject({
      status: 'failed',
      subscription: null,
      session: null,
      signInRequired: false,
    });
    expect(await userIdOf(db(), signup.email)).toBeUndefined();
    expect(await invoicesOf(started.reference)).toEqual([]);
    expect(await paymentRow(started.reference)).toMatchObject({ status: 'failed', fulfilledAt: null });
  });

  it('a checkout nobody completed is abandoned', async () => {
    const started = await joinWaitlist(app(), { ...visitor(), planId: monthly.id, currency: 'USD' });
    expect(await verify(app(), started.reference, { claim: started.claimToken })).toMatchObject({
      status: 'abandoned',
      subscription: null,
      session: null,
      signInRequired: false,
    });
    expect(await invoicesOf(started.reference)).toEqual([]);
  });

  it("takes payment in every currency at the plan's price in it", async () => {
    for (const currency of currencies) {
      const member = await registerUser(app());
      const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency });
      expect(started, currency).toMatchObject({ amount: priceOf(monthly, currency), currency });
      const callback = await payInSandbox(app(), started);
      expect(callback.pathname).toBe('/account/billing/payment/callback');
      const verified = await verify(app(), started.reference, { token: member.access_token });
      expect(verified, currency).toMatchObject({
        status: 'success',
        amount: priceOf(monthly, currency),
        currency,
        subscription: { status: 'active', currency, amount: priceOf(monthly, currency) },
        session: null,
        signInRequired: false,
      });
      const [invoice] = await invoicesOf(started.reference);
      expect(invoice, currency).toMatchObject({ currency, total: priceOf(monthly, currency) });
    }
  });

  it('a discount code lowers the amount, is redeemed once when paid, and is printed on the invoice', async () => {
    await app().services.discounts.addIfAbsent({ code: 'Launch20', kind: 'percent', value: 20 });
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'Launch20'));
    const member = await registerUser(app());
    const price = priceOf(annual, 'NGN');
    const started = await startCheckout(app(), member.access_token, {
      planId: annual.id,
      currency: 'NGN',
      discountCode: 'launch20',
    });
    expect(started.amount).toBe(price * 0.8);
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    await verify(app(), started.reference, { token: member.access_token });

    const redemptions = await db()
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, code!.id));
    expect(redemptions).toEqual([
      expect.objectContaining({
        paymentReference: started.reference,
        userId: member.user.id,
        amountDiscounted: price * 0.2,
      }),
    ]);
    const [invoice] = await invoicesOf(started.reference);
    expect(invoice).toMatchObject({
      amountBefore: price,
      discount: price * 0.2,
      discountCode: 'Launch20',
      total: price * 0.8,
    });
    const pdf = await app().inject({
      method: 'GET',
      url: `/v1/invoices/${invoice!.id}/pdf`,
      headers: bearer(member.access_token),
    });
    expect(await pdfText(pdf.rawPayload)).toContain('Launch20');
  });

  it('a discount never brings a naira checkout under ₦100, so it can still be paid by bank transfer', async () => {
    await app().services.discounts.addIfAbsent({ code: 'ON-THE-HOUSE', kind: 'percent', value: 100 });
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, {
      planId: monthly.id,
      currency: 'NGN',
      discountCode: 'on-the-house',
    });
    expect(started.amount).toBe(10_000);
    expect(await paymentRow(started.reference)).toMatchObject({
      amountBefore: priceOf(monthly, 'NGN'),
      discount: priceOf(monthly, 'NGN') - 10_000,
      amount: 10_000,
    });
    const page = await app().inject({
      method: 'GET',
      url: `/v1/payments/sandbox/checkout/${started.reference}`,
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('value="bank_transfer"');
  });

  it('refuses a discount code that cannot be used with 422 DISCOUNT_REFUSED and starts no payment', async () => {
    const member = await registerUser(app());
    const response = await app().inject({
      method: 'POST',
      url: '/v1/subscriptions/checkout',
      headers: bearer(member.access_token),
      payload: { planId: monthly.id, currency: 'USD', discountCode: 'NO-SUCH-CODE' },
    });
    const body = expectErrorEnvelope(response, 422, 'DISCOUNT_REFUSED');
    expect(body.error.details.fields).toHaveProperty('discountCode');
    expect(await db().select().from(payments).where(eq(payments.userId, member.user.id))).toEqual([]);
  });

  it('shows the member their membership, every payment, and their invoices, each PDF to them alone', async () => {
    const member = await registerUser(app());
    const first = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'KES' });
    await payInSandbox(app(), first);
    await verify(app(), first.reference, { token: member.access_token });
    const declined = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'KES' });
    await payInSandbox(app(), declined, 'failed');
    await verify(app(), declined.reference, { token: member.access_token });
    const second = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'KES' });
    await payInSandbox(app(), second, 'success', 'mobile_money');
    await verify(app(), second.reference, { token: member.access_token });

    const subscription = await mySubscription(app(), member.access_token);
    const [firstInvoice] = await invoicesOf(first.reference);
    const [secondInvoice] = await invoicesOf(second.reference);
    // The second payment bought the period after the first, without a gap.
    expect(subscription).toMatchObject({
      status: 'active',
      current_period_end: secondInvoice!.periodEnd.toISOString(),
    });
    expect(secondInvoice!.periodStart).toEqual(firstInvoice!.periodEnd);

    const transactions = await app().inject({
      method: 'GET',
      url: '/v1/subscriptions/transactions',
      headers: bearer(member.access_token),
    });
    const listed = (transactions.json() as { data: Transaction[] }).data;
    expect(listed.map((entry) => [entry.reference, entry.status, entry.channel])).toEqual([
      [second.reference, 'success', 'mobile_money'],
      [declined.reference, 'failed', 'card'],
      [first.reference, 'success', 'card'],
    ]);
    expect(listed[0]).toMatchObject({
      purpose: 'subscription',
      description: `${monthly.name} membership`,
      amount: priceOf(monthly, 'KES'),
      currency: 'KES',
      paidAt: expect.any(String),
    });

    const found = await app().inject({
      method: 'GET',
      url: '/v1/invoices',
      headers: bearer(member.access_token),
    });
    const listedInvoices = (found.json() as { data: Invoice[] }).data;
    expect(listedInvoices.map((invoice) => invoice.id)).toEqual([secondInvoice!.id, firstInvoice!.id]);
    for (const invoice of listedInvoices) {
      expect(invoice).toMatchObject({
        number: expect.stringMatching(/^CA-[A-Z]{2}-\d{4}-\d{6}$/),
        status: 'paid',
        amount: priceOf(monthly, 'KES'),
        currency: 'KES',
        pdfUrl: `/v1/invoices/${invoice.id}/pdf`,
      });
    }

    const pdf = await app().inject({
      method: 'GET',
      url: listedInvoices[0]!.pdfUrl,
      headers: bearer(member.access_token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf.rawPayload)).toContain(listedInvoices[0]!.number);

    const stranger = await registerUser(app());
    expectErrorEnvelope(
      await app().inject({
        method: 'GET',
        url: listedInvoices[0]!.pdfUrl,
        headers: bearer(stranger.access_token),
      }),
      404,
      'INVOICE_NOT_FOUND',
    );
    const strangersList = await app().inject({
      method: 'GET',
      url: '/v1/invoices',
      headers: bearer(stranger.access_token),
    });
    expect((strangersList.json() as { data: Invoice[] }).data).toEqual([]);
  });

  it('numbers invoices per seller and year without a gap, however the payments went', async () => {
    const member = await registerUser(app());
    for (const outcome of ['success', 'failed', 'success'] as const) {
      const started = await startCheckout(app(), member.access_token, {
        planId: monthly.id,
        currency: 'USD',
      });
      await payInSandbox(app(), started, outcome);
      await verify(app(), started.reference, { token: member.access_token });
    }
    const all = await db().select().from(invoices);
    expect(all.length).toBeGreaterThanOrEqual(2);
    // Each seller's series starts again each year; within one, every number from 1 up is used once.
    for (const key of new Set(all.map((invoice) => `${invoice.series} ${invoice.year}`))) {
      const ofYear = all.filter((invoice) => `${invoice.series} ${invoice.year}` === key);
      const sequences = ofYear.map((invoice) => invoice.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: ofYear.length }, (_, index) => index + 1));
      for (const { number, series, year, sequence, issuedAt } of ofYear) {
        expect(number).toBe(`${series}-${year}-${String(sequence).padStart(6, '0')}`);
        expect(issuedAt.getUTCFullYear()).toBe(year);
      }
    }
  });

  it('e-mails one receipt per paid payment, with its invoice attached as <number>.pdf', async () => {
    const signup = visitor({ email: uniqueEmail('receipt') });
    const started = await joinWaitlist(app(), { ...signup, planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { claim: started.claimToken });
    await app().jobWorker.drain();

    const issued = await db().select().from(invoices);
    const receipts = smtp.received.filter((message) => message.subject.startsWith('Your receipt: invoice '));
    expect(receipts).toHaveLength(issued.length);
    for (const invoice of issued) {
      const sent = mailTo(receipts, invoice.buyerEmail).filter(
        (message) => message.subject === `Your receipt: invoice ${invoice.number}`,
      );
      expect(sent, invoice.number).toHaveLength(1);
      const attachments = pdfAttachments(sent[0]!);
      expect(attachments.map((attachment) => attachment.filename)).toEqual([`${invoice.number}.pdf`]);
      expect(attachments[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [mine] = mailTo(receipts, signup.email);
    expect(mine?.text).toContain('Thank you for your payment of');
    expect(await pdfText(pdfAttachments(mine!)[0]!.bytes)).toContain(signup.fullName);
  });

  it('replays a checkout sent again with the same Idempotency-Key, and refuses the key with another request', async () => {
    const member = await registerUser(app());
    const send = (body: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: '/v1/subscriptions/checkout',
        headers: { ...bearer(member.access_token), 'idempotency-key': 'billing-page-7f3a9c' },
        payload: body,
      });
    const first = await send({ planId: monthly.id, currency: 'ZAR' });
    const again = await send({ currency: 'ZAR', planId: monthly.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await db().select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);

    expectErrorEnvelope(await send({ planId: annual.id, currency: 'ZAR' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await db().select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);
  });
});
