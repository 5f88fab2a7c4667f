import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

const nairaInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'CA-2026-000123',
  credits: null,
  locale: 'en',
  issuedAt: new Date('2026-11-24T09:30:00Z'),
  seller: {
    name: 'Creators Archive Ltd',
    address: '12 Admiralty Way\nLekki Phase 1\nLagos, Nigeria',
    taxNumber: '12345678-0001',
  },
  buyer: { name: 'Adaeze Okafor', email: 'adaeze@example.com', address: null, taxNumber: null },
  description: 'Creators Archive Pro — monthly membership',
  periodStart: new Date('2026-11-24T09:30:00Z'),
  periodEnd: new Date('2026-12-24T09:30:00Z'),
  currency: 'NGN',
  amountBefore: 500_000,
  discount: 0,
  discountCode: null,
  total: 500_000,
  taxes: null,
  paymentReference: 'CA-PAY-7f3k2m9x',
};

const cediInvoiceWithDiscount: InvoiceDocument = {
  ...nairaInvoice,
  number: 'CA-2026-000124',
  buyer: { name: 'Kwame Mensah', email: 'kwame@example.com', address: null, taxNumber: null },
  currency: 'GHS',
  amountBefore: 6_050,
  discount: 605,
  discountCode: 'WELCOME10',
  total: 5_445,
  paymentReference: 'CA-PAY-q8w2e4r6',
};

/** What a reader of the PDF finds: its text line by line, the fonts its page uses, its metadata. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('');

  const operators = await page.getOperatorList();
  const fontIds = new Set<string>();
  operators.fnArray.forEach((operator, index) => {
    if (operator === OPS.setFont) fontIds.add(operators.argsArray[index][0]);
  });
  const fonts = [...fontIds].map((id) => {
    const font: { name: string; missingFile: boolean } = page.commonObjs.get(id);
    return { name: font.name, embedded: !font.missingFile };
  });

  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; CreationDate?: string } };
  const [, , width, height] = page.view;
  await pdf.destroy();
  return { text, fonts, info, size: { width, height } };
}

describe(renderInvoicePdf.name, () => {
  it('prints the naira and cedi signs with the embedded font', async () => {
    const naira = await readPdf(await renderInvoicePdf(nairaInvoice));
    const cedi = await readPdf(await renderInvoicePdf(cediInvoiceWithDiscount));

    expect(naira.text).toContain('₦5,000.00');
    expect(naira.text).toContain('Total (NGN)');
    expect(cedi.text).toContain('GH₵60.50');
    expect(cedi.text).toContain('GH₵54.45');
    expect(cedi.text).toContain('Total (GHS)');
    // The standard 14 fonts are never embedded and have no ₦ or ₵ to draw. A subset's name starts
    // with six capitals and a plus.
    for (const { fonts } of [naira, cedi]) {
      expect(fonts.every((font) => font.embedded && /^[A-Z]{6}\+/.test(font.name))).toBe(true);
      expect(fonts.map((font) => font.name.slice('ABCDEF+'.length)).sort()).toEqual([
        'NotoSans-Bold',
        'NotoSans-Regular',
      ]);
    }
  });

  it('names the invoice, both parties, the period, the payment reference and that taxes are included', async () => {
    const { text } = await readPdf(await renderInvoicePdf(nairaInvoice));
    const lines = text.split('\n');

    expect(lines[0]).toBe('Invoice');
    expect(lines).toContain('PAID');
    expect(text).toContain('CA-2026-000123');
    expect(text).toContain('24 Nov 2026');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Creators Archive Ltd',
        '12 Admiralty Way',
        'Lekki Phase 1',
        'Lagos, Nigeria',
        'Tax number: 12345678-0001',
        'Billed to',
        'Adaeze Okafor',
        'adaeze@example.com',
        'Creators Archive Pro — monthly membership',
        '24 Nov 2026 – 24 Dec 2026',
        'Payment reference: CA-PAY-7f3k2m9x',
        'Prices include any applicable taxes.',
      ]),
    );
  });

  it('shows the discount with its code, and no discount line when there was none', async () => {
    const discounted = await readPdf(await renderInvoicePdf(cediInvoiceWithDiscount));
    const full = await readPdf(await renderInvoicePdf(nairaInvoice));

    expect(discounted.text).toMatch(/Discount \(WELCOME10\).*GH₵6\.05/);
    expect(discounted.text).toContain('Kwame Mensah');
    expect(discounted.text).toContain('Payment reference: CA-PAY-q8w2e4r6');
    expect(full.text).not.toContain('Discount');
  });

  it('leaves out the tax number of a seller without one', async () => {
    const { text } = await readPdf(
      await renderInvoicePdf({ ...nairaInvoice, seller: { ...nairaInvoice.seller, taxNumber: null } }),
    );

    expect(text).not.toContain('Tax number');
  });

  it('prints the net, each tax on its own line and the total, and the buyer’s billing details', async () => {
    const { text } = await readPdf(
      await renderInvoicePdf({
        ...cediInvoiceWithDiscount,
        taxes: {
          net: 4_538,
          lines: [
            { name: 'VAT', ratePercent: 15, amount: 681 },
            { name: 'NHIL', ratePercent: 2.5, amount: 113 },
            { name: 'GETFund', ratePercent: 2.5, amount: 113 },
          ],
        },
        buyer: {
          ...cediInvoiceWithDiscount.buyer,
          name: 'Mensah Studio Ltd',
          address: '4 Oxford Street\nOsu, Accra',
          taxNumber: 'C0012345678',
        },
      }),
    );
    const lines = text.split('\n');

    expect(lines).toEqual(
      expect.arrayContaining([
        'Net amount GH₵45.38',
        'VAT (15%) GH₵6.81',
        'NHIL (2.5%) GH₵1.13',
        'GETFund (2.5%) GH₵1.13',
        'Total (GHS) GH₵54.45',
        'Mensah Studio Ltd',
        '4 Oxford Street',
        'Osu, Accra',
        'Tax number: C0012345678',
        'Prices include the taxes shown.',
      ]),
    );
    expect(text).not.toContain('any applicable taxes');
  });

  it('prints a credit note as REFUNDED, naming the invoice it credits', async () => {
    const { text, info } = await readPdf(
      await renderInvoicePdf({
        ...nairaInvoice,
        kind: 'credit_note',
        number: 'CA-NG-CN-2026-000001',
        credits: 'CA-NG-2026-000007',
        amountBefore: 200_000,
        total: 200_000,
        taxes: { net: 186_047, lines: [{ name: 'VAT', ratePercent: 7.5, amount: 13_953 }] },
      }),
    );
    const lines = text.split('\n');

    expect(lines[0]).toBe('Credit note');
    expect(lines).toEqual(
      expect.arrayContaining([
        'REFUNDED',
        'Credit note number CA-NG-CN-2026-000001',
        'For invoice CA-NG-2026-000007',
        'Net amount ₦1,860.47',
        'VAT (7.5%) ₦139.53',
        'Total (NGN) ₦2,000.00',
      ]),
    );
    expect(text).not.toContain('PAID');
    expect(info.Title).toBe('Credit note CA-NG-CN-2026-000001');
  });

  it('prints shillings, rand and dollars with their own symbols', async () => {
    const amounts = { amountBefore: 65_000, total: 65_000 };
    const texts = await Promise.all(
      (['KES', 'ZAR', 'USD'] as const).map(async (currency) => {
        const { text } = await readPdf(await renderInvoicePdf({ ...nairaInvoice, ...amounts, currency }));
        return text;
      }),
    );

    expect(texts[0]).toMatch(/KSh\s650\.00/);
    expect(texts[1]).toMatch(/R\s650\.00/);
    expect(texts[2]).toContain('$650.00');
  });

  it('is written in the language it was issued in: French words, dates and amounts', async () => {
    const french: InvoiceDocument = {
      ...cediInvoiceWithDiscount,
      locale: 'fr',
      amountBefore: 650_000,
      discount: 65_000,
      total: 585_000,
      description: 'Adhésion Pro, un mois',
      periodEnd: new Date('2027-02-24T09:30:00Z'),
    };
    const { text, info } = await readPdf(await renderInvoicePdf(french));
    const lines = text.split('\n');

    // The reader gives the no-break spaces of French typography back as spaces.
    expect(lines[0]).toBe('Facture');
    expect(lines).toEqual(
      expect.arrayContaining([
        'PAYÉE',
        'Numéro de facture CA-2026-000124',
        'Date d’émission 24 nov. 2026',
        'Émis par',
        'Numéro fiscal : 12345678-0001',
        'Facturé à',
        'Désignation Montant',
        'Adhésion Pro, un mois',
        '24 nov. 2026 – 24 févr. 2027',
        'Sous-total 6 500,00 GH₵',
        'Remise (WELCOME10) – 650,00 GH₵',
        'Total (GHS) 5 850,00 GH₵',
        'Référence du paiement : CA-PAY-q8w2e4r6',
        'Les prix s’entendent toutes taxes applicables comprises.',
      ]),
    );
    expect(text).not.toMatch(/Invoice|Billed to|Subtotal|Discount|Payment reference|Nov/);
    expect(info.Title).toBe('Facture CA-2026-000124');

    const creditNote = await readPdf(
      await renderInvoicePdf({
        ...french,
        kind: 'credit_note',
        number: 'CA-GH-CN-2026-000001',
        credits: 'CA-GH-2026-000124',
        taxes: {
          net: 487_500,
          lines: [
            { name: 'VAT', ratePercent: 15, amount: 73_125 },
            { name: 'NHIL', ratePercent: 2.5, amount: 12_188 },
            { name: 'GETFund', ratePercent: 2.5, amount: 12_187 },
          ],
        },
      }),
    );
    expect(creditNote.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Avoir',
        'REMBOURSÉE',
        'Numéro d’avoir CA-GH-CN-2026-000001',
        'Sur la facture CA-GH-2026-000124',
        'Montant hors taxes 4 875,00 GH₵',
        'VAT (15 %) 731,25 GH₵',
        'NHIL (2,5 %) 121,88 GH₵',
        'Les prix s’entendent toutes taxes comprises, détaillées ci-dessus.',
      ]),
    );
    expect(creditNote.info.Title).toBe('Avoir CA-GH-CN-2026-000001');
  });

  it('is an A4 page titled with the invoice number, the same bytes each time it is rendered', async () => {
    const bytes = await renderInvoicePdf(nairaInvoice);
    const { info, size } = await readPdf(bytes);

    expect(size.width).toBeCloseTo(595.28);
    expect(size.height).toBeCloseTo(841.89);
    expect(info.Title).toBe('Invoice CA-2026-000123');
    expect(info.CreationDate).toMatch(/^D:20261124093000/);
    expect((await renderInvoicePdf(nairaInvoice)).equals(bytes)).toBe(true);
  });
});
