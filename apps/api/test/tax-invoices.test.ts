import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { createTransactions } from '../src/db/transactions';
import { invoiceNumbers, invoices } from '../src/db/schema';
import { creditRefundOn, InvoicesRepository } from '../src/modules/invoices';
import { adminWithFactor } from './admin-helpers';
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

/** Four sellers, one per country, each with its own prefix; Nigeria's takes USD too. */
const accounts = [
  {
    country: 'NG',
    secretKey: 'sk_test_ng_0123456789',
    currencies: ['NGN', 'USD'],
    seller: {
      name: 'Creators Archive Nigeria Ltd',
      address: '12 Admiralty Way\nLekki, Lagos',
      taxNumber: '12345678-0001',
    },
  },
  {
    country: 'GH',
    secretKey: 'sk_test_gh_0123456789',
    currencies: ['GHS'],
    seller: {
      name: 'Creators Archive Ghana Ltd',
      address: '4 Oxford Street\nOsu, Accra',
      taxNumber: 'C0012345678',
    },
  },
  {
    country: 'KE',
    secretKey: 'sk_test_ke_0123456789',
    currencies: ['KES'],
    seller: { name: 'Creators Archive Kenya Ltd', address: 'Westlands, Nairobi', taxNumber: 'P051234567X' },
  },
  {
    country: 'ZA',
    secretKey: 'sk_test_za_0123456789',
    currencies: ['ZAR'],
    seller: {
      name: 'Creators Archive SA (Pty) Ltd',
      address: 'Sea Point, Cape Town',
      taxNumber: '4123456789',
    },
  },
];

describe.each(databaseKinds)('tax invoices and credit notes on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Archive <hello@archive.example>',
      PAYSTACK_ACCOUNTS: JSON.stringify(accounts),
    });
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const app = () => testApp.app;
  const db = () => testApp.database.db;
  const year = () => testApp.clock.now().getUTCFullYear();

  /** A member who has paid one month in `currency` through the sandbox. */
  async function paidMember(currency: Currency, member?: Awaited<ReturnType<typeof registerUser>>) {
    const buyer = member ?? (await registerUser(app()));
    const started = await startCheckout(app(), buyer.access_token, { planId: monthly.id, currency });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: buyer.access_token });
    return { member: buyer, reference: started.reference };
  }

  async function invoicesOf(token: string): Promise<Invoice[]> {
    const answer = await app().inject({ method: 'GET', url: '/v1/invoices', headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: Invoice[] }).data;
  }

  const download = async (token: string, url: string) => {
    const answer = await app().inject({ method: 'GET', url, headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return answer.rawPayload;
  };

  /** The PDF's text with each run of spaces as one, as it reads. */
  const readPdf = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

  const putDetails = (token: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url: '/v1/invoices/billing-details', headers: bearer(token), payload });

  it('backs each seller’s taxes out of the total, its lines adding up to the total exactly', async () => {
    const expected: Record<Currency, string[]> = {
      NGN: ['VAT'],
      USD: ['VAT'],
      GHS: ['VAT', 'NHIL', 'GETFund'],
      KES: ['VAT'],
      ZAR: ['VAT'],
    };
    for (const currency of ['NGN', 'GHS', 'KES', 'ZAR'] as const) {
      const { member } = await paidMember(currency);
      const [invoice] = await invoicesOf(member.access_token);
      expect(invoice!.taxes.map((tax) => tax.name)).toEqual(expected[currency]);
      expect(invoice!.net! + invoice!.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(invoice!.amount);
      expect(invoice!.net).toBeLessThan(invoice!.amount);
    }
  });

  it('copies the seller of the payment’s currency onto the invoice and numbers each seller’s invoices gaplessly', async () => {
    const first = await paidMember('NGN');
    const ghana = await paidMember('GHS');
    const second = await paidMember('NGN');
    const [ng1] = await invoicesOf(first.member.access_token);
    const [gh] = await invoicesOf(ghana.member.access_token);
    const [ng2] = await invoicesOf(second.member.access_token);

    const sequenceOf = (number: string) => Number(number.slice(-6));
    expect(ng1!.number).toMatch(new RegExp(`^CA-NG-${year()}-\\d{6}$`));
    expect(gh!.number).toMatch(new RegExp(`^CA-GH-${year()}-\\d{6}$`));
    expect(sequenceOf(ng2!.number)).toBe(sequenceOf(ng1!.number) + 1);
    // Every number of each series in the year, 1 to n with none missing.
    for (const series of ['CA-NG', 'CA-GH', 'CA-KE', 'CA-ZA']) {
      const rows = await db()
        .select({ sequence: invoices.sequence })
        .from(invoices)
        .where(eq(invoices.series, series));
      const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
    expect(gh!.seller).toEqual({
      name: 'Creators Archive Ghana Ltd',
      address: '4 Oxford Street\nOsu, Accra',
      taxNumber: 'C0012345678',
    });
    expect(ng1!.seller?.name).toBe('Creators Archive Nigeria Ltd');

    const text = await readPdf(await download(ghana.member.access_token, gh!.pdfUrl));
    for (const words of [
      'Creators Archive Ghana Ltd',
      'Tax number: C0012345678',
      'Net amount',
      'VAT (15%)',
      'NHIL (2.5%)',
      'GETFund (2.5%)',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('keeps every digit of a number past 999,999', async () => {
    await db()
      .insert(invoiceNumbers)
      .values({ series: 'CA-KE', year: year(), lastSequence: 999_999 })
      .onConflictDoUpdate({
        target: [invoiceNumbers.series, invoiceNumbers.year],
        set: { lastSequence: 999_999 },
      });
    const kenya = await paidMember('KES');
    const [invoice] = await invoicesOf(kenya.member.access_token);
    expect(invoice!.number).toBe(`CA-KE-${year()}-1000000`);
  });

  it('prints the member’s billing details on the invoices issued after they are saved, never on earlier ones', async () => {
    const { member } = await paidMember('NGN');
    expect(
      (
        await putDetails(member.access_token, {
          name: 'Okafor Design Studio Ltd',
          address: '3 Broad Street\nLagos Island',
          taxNumber: 'NG-2211/0098',
        })
      ).json(),
    ).toEqual({
      success: true,
      data: {
        name: 'Okafor Design Studio Ltd',
        address: '3 Broad Street\nLagos Island',
        taxNumber: 'NG-2211/0098',
      },
    });
    const got = await app().inject({
      method: 'GET',
      url: '/v1/invoices/billing-details',
      headers: bearer(member.access_token),
    });
    expect(got.json().data).toEqual({
      name: 'Okafor Design Studio Ltd',
      address: '3 Broad Street\nLagos Island',
      taxNumber: 'NG-2211/0098',
    });

    await paidMember('NGN', member);
    const [later, earlier] = await invoicesOf(member.access_token);
    const laterText = await readPdf(await download(member.access_token, later!.pdfUrl));
    const earlierText = await readPdf(await download(member.access_token, earlier!.pdfUrl));
    for (const words of [
      'Okafor Design Studio Ltd',
      '3 Broad Street',
      'Lagos Island',
      'Tax number: NG-2211/0098',
    ]) {
      expect(laterText).toContain(words);
      expect(earlierText).not.toContain(words);
    }
    expect(earlierText).toContain(member.user.fullName);

    // Empty parts are left out; all empty forgets them.
    expect(
      (await putDetails(member.access_token, { name: '', address: ' ', taxNumber: null })).json().data,
    ).toEqual({
      name: null,
      address: null,
      taxNumber: null,
    });
  });

  it('refuses billing details with control characters, a tax number of other signs, or unknown fields', async () => {
    const { access_token: token } = await registerUser(app());
    const valid = { name: 'Studio', address: 'Accra', taxNumber: 'C001' };
    expectErrorEnvelope(
      await putDetails(token, { ...valid, name: 'Studio\u0000Ltd' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await putDetails(token, { ...valid, address: 'Accra\u0007' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await putDetails(token, { ...valid, taxNumber: '<script>' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await putDetails(token, { ...valid, name: 'x'.repeat(121) }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(await putDetails(token, { ...valid, isAdmin: true }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(
      await app().inject({ method: 'PUT', url: '/v1/invoices/billing-details', payload: valid }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('issues a credit note for a refund, with its own number, PDF and e-mail, and leaves the invoice’s PDF as first drawn', async () => {
    const { member, reference } = await paidMember('NGN');
    const [invoice] = await invoicesOf(member.access_token);
    const invoicePdf = await download(member.access_token, invoice!.pdfUrl);

    const admin = await adminWithFactor(testApp);
    const refund = await app().inject({
      method: 'POST',
      url: `/v1/admin/payments/${reference}/refund`,
      headers: bearer(admin.token),
      payload: { reason: 'The member asked for their money back.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const [refunded] = await invoicesOf(member.access_token);
    expect(refunded).toMatchObject({ number: invoice!.number, status: 'refunded', amount: invoice!.amount });
    expect(refunded!.creditNotes).toHaveLength(1);
    const note = refunded!.creditNotes[0]!;
    expect(note.number).toMatch(new RegExp(`^CA-NG-CN-${year()}-\\d{6}$`));
    expect(note.amount).toBe(invoice!.amount);
    expect(note.taxes).toEqual(invoice!.taxes);
    expect(note.net).toBe(invoice!.net);

    expect(Buffer.compare(await download(member.access_token, invoice!.pdfUrl), invoicePdf)).toBe(0);
    const notePdf = await download(member.access_token, note.pdfUrl);
    const text = await readPdf(notePdf);
    for (const words of [
      'Credit note',
      'REFUNDED',
      note.number,
      `For invoice ${invoice!.number}`,
      'VAT (7.5%)',
    ]) {
      expect(text).toContain(words);
    }
    const stranger = await registerUser(app());
    expectErrorEnvelope(
      await app().inject({ method: 'GET', url: note.pdfUrl, headers: bearer(stranger.access_token) }),
      404,
      'INVOICE_NOT_FOUND',
    );

    await app().jobWorker.drain();
    const [mail] = mailTo(smtp.received, member.user.email).filter((message) =>
      message.subject.includes(note.number),
    );
    expect(mail?.subject).toBe(`Your refund: credit note ${note.number}`);
    expect(Buffer.compare(pdfAttachments(mail!)[0]!.bytes, notePdf)).toBe(0);
  });

  it('credits each part refunded in its own credit note, the parts’ taxes adding up to the invoice’s', async () => {
    const { reference, member } = await paidMember('GHS');
    const [invoice] = await invoicesOf(member.access_token);
    const transaction = createTransactions(db()).over((scope) => ({
      invoices: new InvoicesRepository(scope.db),
      jobs: app().jobs.queueOn(scope),
    }));
    const part = Math.floor(invoice!.amount / 3);
    const now = testApp.clock.now();
    await transaction((bound) =>
      creditRefundOn(bound, { paymentReference: reference, amount: part, issuedAt: now }),
    );
    await transaction((bound) =>
      creditRefundOn(bound, { paymentReference: reference, amount: invoice!.amount - part, issuedAt: now }),
    );
    // Nothing given back, or a payment without an invoice, credits nothing.
    await transaction((bound) =>
      creditRefundOn(bound, { paymentReference: reference, amount: 0, issuedAt: now }),
    );
    await transaction((bound) =>
      creditRefundOn(bound, { paymentReference: 'no-such-payment', amount: 5, issuedAt: now }),
    );

    const notes = (await invoicesOf(member.access_token))[0]!.creditNotes;
    expect(notes.map((note) => note.amount)).toEqual([part, invoice!.amount - part]);
    expect(Number(notes[1]!.number.slice(-6))).toBe(Number(notes[0]!.number.slice(-6)) + 1);
    for (const note of notes) {
      expect(note.net + note.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBe(note.amount);
    }
    invoice!.taxes.forEach((tax, index) => {
      expect(notes[0]!.taxes[index]!.amount + notes[1]!.taxes[index]!.amount).toBe(tax.amount);
    });
  });

  it('writes the tax lines and the credit note in French for a member who reads French', async () => {
    const member = await registerUser(app());
    const changed = await app().inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(member.access_token),
      payload: { locale: 'fr' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { reference } = await paidMember('GHS', member);
    const [invoice] = await invoicesOf(member.access_token);
    const invoiceText = await readPdf(await download(member.access_token, invoice!.pdfUrl));
    for (const words of [
      'Facture',
      'Montant hors taxes',
      'NHIL (2,5 %)',
      'toutes taxes comprises, détaillées',
    ]) {
      expect(invoiceText).toContain(words);
    }

    const transaction = createTransactions(db()).over((scope) => ({
      invoices: new InvoicesRepository(scope.db),
      jobs: app().jobs.queueOn(scope),
    }));
    await transaction((bound) =>
      creditRefundOn(bound, { paymentReference: reference, amount: 100, issuedAt: testApp.clock.now() }),
    );
    const [note] = (await invoicesOf(member.access_token))[0]!.creditNotes;
    const noteText = await readPdf(await download(member.access_token, note!.pdfUrl));
    for (const words of ['Avoir', 'REMBOURSÉE', `Sur la facture ${invoice!.number}`, 'Montant hors taxes']) {
      expect(noteText).toContain(words);
    }
    await app().jobWorker.drain();
    const [mail] = mailTo(smtp.received, member.user.email).filter((message) =>
      message.subject.includes(note!.number),
    );
    expect(mail?.subject).toBe(`Votre remboursement : avoir ${note!.number}`);
  });
});
