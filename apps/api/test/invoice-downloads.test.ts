import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { invoicePdfs, invoices } from '../src/db/schema';
import { INVOICE_DOWNLOADS_PER_MINUTE } from '../src/modules/invoices/invoices.service';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import {
  mailTo,
  payInSandbox,
  pdfAttachments,
  pdfText,
  seedPlans,
  startCheckout,
  verify,
} from './membership-helpers';

describe.each(databaseKinds)('downloading invoice PDFs on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Archive <hello@archive.example>' });
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;

  /** A member with one paid invoice, its receipt not sent yet. */
  async function memberWithInvoice() {
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.paymentReference, started.reference));
    return { member, invoice: invoice! };
  }

  const download = (token: string, invoiceId: string) =>
    app().inject({ method: 'GET', url: `/v1/invoices/${invoiceId}/pdf`, headers: bearer(token) });

  const storedOf = (invoiceId: string) =>
    db().select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoiceId));

  it('draws a PDF on the first download, keeps it, and sends the kept bytes afterwards', async () => {
    const { member, invoice } = await memberWithInvoice();
    expect(await storedOf(invoice.id)).toEqual([]);

    const first = await download(member.access_token, invoice.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(first.rawPayload)).toContain(invoice.number);
    const stored = await storedOf(invoice.id);
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(stored[0]!.pdf, first.rawPayload)).toBe(0);

    const second = await download(member.access_token, invoice.id);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

    // What is sent is what is kept, not a new drawing: a kept file told apart from any drawing
    // comes back as it is.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('%kept\n')]);
    await db().update(invoicePdfs).set({ pdf: marked }).where(eq(invoicePdfs.invoiceId, invoice.id));
    const third = await download(member.access_token, invoice.id);
    expect(Buffer.compare(third.rawPayload, marked)).toBe(0);
  });

  it('draws each of many invoices asked for at once, each with its own number', async () => {
    const owned = await Promise.all(Array.from({ length: 4 }, () => memberWithInvoice()));
    const answers = await Promise.all(
      owned.flatMap(({ member, invoice }) => [
        download(member.access_token, invoice.id),
        download(member.access_token, invoice.id),
      ]),
    );
    for (const [index, { invoice }] of owned.entries()) {
      const [one, other] = [answers[2 * index]!, answers[2 * index + 1]!];
      expect(one.statusCode, one.body).toBe(200);
      expect(Buffer.compare(one.rawPayload, other.rawPayload)).toBe(0);
      expect(await pdfText(one.rawPayload)).toContain(invoice.number);
      expect(await storedOf(invoice.id)).toHaveLength(1);
    }
  });

  it('attaches the kept PDF to the receipt, and the download sends the same bytes', async () => {
    const { member, invoice } = await memberWithInvoice();
    await app().jobWorker.drain();
    const [receipt] = mailTo(smtp.received, member.user.email).filter((message) =>
      message.subject.includes(invoice.number),
    );
    const attached = pdfAttachments(receipt!)[0]!.bytes;
    const stored = await storedOf(invoice.id);
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(stored[0]!.pdf, attached)).toBe(0);

    const downloaded = await download(member.access_token, invoice.id);
    expect(Buffer.compare(downloaded.rawPayload, attached)).toBe(0);
  });

  it('answers a drawing that fails with the error envelope, keeps nothing, and draws the next', async () => {
    const broken = await memberWithInvoice();
    // A currency no formatter knows: the drawing throws on its thread.
    await db()
      .update(invoices)
      .set({ currency: 'N1' as never })
      .where(eq(invoices.id, broken.invoice.id));
    const failed = await download(broken.member.access_token, broken.invoice.id);
    expectErrorEnvelope(failed, 500, 'INTERNAL_ERROR');
    expect(failed.body).not.toContain('N1');
    expect(await storedOf(broken.invoice.id)).toEqual([]);

    const { member, invoice } = await memberWithInvoice();
    const next = await download(member.access_token, invoice.id);
    expect(next.statusCode, next.body).toBe(200);
    expect(await pdfText(next.rawPayload)).toContain(invoice.number);
  });

  it(`allows a member ${INVOICE_DOWNLOADS_PER_MINUTE} downloads a minute, then answers 429 with Retry-After`, async () => {
    const { member, invoice } = await memberWithInvoice();
    for (let count = 0; count < INVOICE_DOWNLOADS_PER_MINUTE; count += 1) {
      const answer = await download(member.access_token, invoice.id);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await download(member.access_token, invoice.id);
    const body = expectErrorEnvelope(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.error.details.retryAfterSeconds).toBe(retryAfter);
    // Asking for an invoice that is not theirs counts too: the limit is the member's, not the file's.
    expectErrorEnvelope(await download(member.access_token, crypto.randomUUID()), 429, 'RATE_LIMITED');

    // Another member is not held back, and the member may download again once the minute is over.
    const other = await memberWithInvoice();
    expect((await download(other.member.access_token, other.invoice.id)).statusCode).toBe(200);
    testApp.clock.advance(61_000);
    expect((await download(member.access_token, invoice.id)).statusCode).toBe(200);
  });
});
