import fs from 'node:fs';
import path from 'node:path';
import type { Font } from 'fontkit';
import { minorUnitDigitsOf, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale } from '@creators-archive/i18n';
import type { TaxAmount } from '../../db/schema/invoices';
import { translatorFor } from '../../i18n/translate';
import { sourceFile } from '../../package-root';

/**
 * One paid membership period as a member's invoice shows it, or the refund of some or all of it as
 * its credit note does. Amounts are integers in minor units.
 */
export type InvoiceDocument = {
  /** An invoice is printed PAID; a credit note REFUNDED, naming the invoice it credits. */
  kind: 'invoice' | 'credit_note';
  /** Gapless within a seller's series and year: CA-NG-2026-000123, CA-NG-CN-2026-000001. */
  number: string;
  /** The number of the invoice a credit note credits; null on an invoice. */
  credits: string | null;
  /** The language the invoice was issued in: every word and figure is written in it. */
  locale: Locale;
  issuedAt: Date;
  /** The address may hold line breaks; a seller without a tax number prints no tax line. */
  seller: { name: string; address: string; taxNumber: string | null };
  /** The billing details the member had given when the invoice was issued, else null. */
  buyer: { name: string; email: string; address: string | null; taxNumber: string | null };
  /** What was bought, in the invoice's language: "Pro membership, one month". */
  description: string;
  periodStart: Date;
  periodEnd: Date;
  currency: Currency;
  /** The price before any discount. */
  amountBefore: number;
  /** What the discount took off; 0 when there was none. */
  discount: number;
  discountCode: string | null;
  /** What was charged (or given back), taxes included. */
  total: number;
  /**
   * The total less its taxes and each tax, adding up to the total; null on invoices issued before
   * taxes were backed out, which say only that prices include them.
   */
  taxes: { net: number; lines: TaxAmount[] } | null;
  paymentReference: string;
};

const fontsFolder = sourceFile('modules/invoices/fonts');
/**
 * Noto Sans (SIL Open Font License, `fonts/OFL.txt`), embedded as a subset of the glyphs used:
 * the PDF standard fonts have no ₦ or ₵.
 */
const fontFiles = {
  regular: path.join(fontsFolder, 'NotoSans-Regular.ttf'),
  bold: path.join(fontsFolder, 'NotoSans-Bold.ttf'),
};

/**
 * Parsed once per thread. Parsing a font's tables (its glyph shaping tables above all) took about
 * 80 of the 90 ms a receipt cost when every document parsed both files again; a parsed font is
 * only read while a document is laid out, and each document embeds its own subset of it.
 */
let parsedFonts: Promise<{ regular: Font; bold: Font }> | undefined;
function fonts(): Promise<{ regular: Font; bold: Font }> {
  parsedFonts ??= import('fontkit').then(({ create }) => {
    const parse = (file: string): Font => {
      const font = create(fs.readFileSync(file));
      if (!('layout' in font)) throw new Error(`${file} holds a collection, not one font`);
      return font;
    };
    return { regular: parse(fontFiles.regular), bold: parse(fontFiles.bold) };
  });
  return parsedFonts;
}

/** Each kind's heading, status and title, the status in the words the billing page shows it with. */
const kindMessages = {
  invoice: {
    heading: 'billing.invoiceDocument.heading',
    status: 'billing.invoices.status.paid',
    title: 'billing.invoiceDocument.documentTitle',
    number: 'billing.invoiceDocument.number',
  },
  credit_note: {
    heading: 'billing.invoiceDocument.creditNote.heading',
    status: 'billing.invoices.status.refunded',
    title: 'billing.invoiceDocument.creditNote.documentTitle',
    number: 'billing.invoiceDocument.creditNote.number',
  },
} as const;

const page = { margin: 56, width: 595.28 };
const contentWidth = page.width - 2 * page.margin;
const right = page.margin + contentWidth;
const colours = { ink: '#1c1917', muted: '#57534e', rule: '#d6d3d1', paid: '#15803d', refunded: '#b91c1c' };

/**
 * The invoice as an A4 PDF. The same invoice gives the same bytes: the creation date is the issue
 * date and the document ID is derived from the metadata.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // pdfkit (with fontkit) takes about 30 MB of memory once loaded: it is loaded with the first
  // invoice this process draws, not when the API starts (decision 1340).
  const { default: PDFDocument } = await import('pdfkit');
  const { regular, bold } = await fonts();
  const t = translatorFor(invoice.locale);
  const document = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    // An empty name loads no font at all: every text is set in the embedded fonts registered below.
    font: '',
    lang: invoice.locale,
    displayTitle: true,
    info: {
      Title: t(kindMessages[invoice.kind].title, { number: invoice.number }),
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
    },
  });
  const bytes = collectBytes(document);
  // pdfkit takes a parsed fontkit font as it takes a file's bytes; its type declarations lag.
  document.registerFont('regular', regular as unknown as Buffer);
  document.registerFont('bold', bold as unknown as Buffer);
  document.font('regular').fillColor(colours.ink);

  let y = drawHeading(document, invoice, page.margin);
  y = drawParties(document, invoice, y + 28);
  y = drawLineItem(document, invoice, y + 32);
  y = drawTotals(document, invoice, y + 12);
  drawPaymentNote(document, invoice, y + 36);

  document.end();
  return bytes;
}

function collectBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
}

/**
 * 'Invoice' (or 'Credit note') and its status on the left; the number, the issue date and the
 * invoice a credit note credits on the right. Answers the y below.
 */
function drawHeading(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const t = translatorFor(invoice.locale);
  const messages = kindMessages[invoice.kind];
  const status = t(messages.status).toLocaleUpperCase(invoice.locale);
  document.font('bold').fontSize(26).text(t(messages.heading), page.margin, top);
  document
    .fontSize(11)
    .fillColor(invoice.kind === 'invoice' ? colours.paid : colours.refunded)
    .text(status, page.margin, document.y + 2)
    .fillColor(colours.ink);
  const headingBottom = document.y;

  const labelWidth = 110;
  const valueWidth = 140;
  const labelX = right - valueWidth - labelWidth;
  const rows: [string, string][] = [
    [t(messages.number), invoice.number],
    [t('billing.invoiceDocument.issued'), formatDate(invoice.issuedAt, invoice.locale)],
  ];
  if (invoice.credits !== null) rows.push([t('billing.invoiceDocument.creditNote.credits'), invoice.credits]);
  let rowY = top + 6;
  for (const [label, value] of rows) {
    document
      .font('regular')
      .fontSize(9.5)
      .fillColor(colours.muted)
      .text(label, labelX, rowY, { width: labelWidth });
    document
      .fillColor(colours.ink)
      .text(value, right - valueWidth, rowY, { width: valueWidth, align: 'right' });
    rowY = document.y + 3;
  }
  return Math.max(headingBottom, rowY);
}

/** The seller on the left, 'Billed to' the buyer on the right. Answers the y below the taller. */
function drawParties(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const t = translatorFor(invoice.locale);
  const columnWidth = contentWidth / 2 - 12;
  const buyerX = page.margin + contentWidth / 2 + 12;
  const { seller, buyer } = invoice;

  drawLabel(document, t('billing.invoiceDocument.from'), page.margin, top);
  document
    .font('bold')
    .fontSize(10.5)
    .text(seller.name, page.margin, document.y + 3, { width: columnWidth });
  document.font('regular').fontSize(9.5).text(seller.address, { width: columnWidth });
  if (seller.taxNumber !== null) {
    document.text(t('billing.invoiceDocument.taxNumber', { taxNumber: seller.taxNumber }), {
      width: columnWidth,
    });
  }
  const sellerBottom = document.y;

  drawLabel(document, t('billing.invoiceDocument.billedTo'), buyerX, top);
  document
    .font('bold')
    .fontSize(10.5)
    .text(buyer.name, buyerX, document.y + 3, { width: columnWidth });
  document.font('regular').fontSize(9.5);
  if (buyer.address !== null) document.text(buyer.address, { width: columnWidth });
  if (buyer.taxNumber !== null) {
    document.text(t('billing.invoiceDocument.taxNumber', { taxNumber: buyer.taxNumber }), {
      width: columnWidth,
    });
  }
  document.text(buyer.email, { width: columnWidth });
  return Math.max(sellerBottom, document.y);
}

/** The one thing bought, its period and its price before any discount, between rules. */
function drawLineItem(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const t = translatorFor(invoice.locale);
  const { locale } = invoice;
  const amountWidth = 120;
  const descriptionWidth = contentWidth - amountWidth - 24;

  drawLabel(document, t('billing.invoiceDocument.description'), page.margin, top);
  drawLabel(document, t('billing.invoiceDocument.amount'), right - amountWidth, top, {
    width: amountWidth,
    align: 'right',
  });
  const rowTop = drawRule(document, document.y + 6) + 10;

  document
    .font('regular')
    .fontSize(10.5)
    .text(invoice.description, page.margin, rowTop, { width: descriptionWidth });
  document
    .fontSize(9.5)
    .fillColor(colours.muted)
    .text(`${formatDate(invoice.periodStart, locale)} – ${formatDate(invoice.periodEnd, locale)}`, {
      width: descriptionWidth,
    })
    .fillColor(colours.ink);
  const descriptionBottom = document.y;
  document
    .fontSize(10.5)
    .text(formatMoney(invoice.amountBefore, invoice.currency, locale), right - amountWidth, rowTop, {
      width: amountWidth,
      align: 'right',
    });
  return drawRule(document, Math.max(descriptionBottom, document.y) + 10);
}

/**
 * Subtotal, the discount when there was one, the net and each tax backed out of the total, and
 * the total charged, right-aligned.
 */
function drawTotals(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const t = translatorFor(invoice.locale);
  const width = 260;
  const left = right - width;
  const { currency, locale } = invoice;
  const rows: [string, string][] = [
    [t('billing.invoiceDocument.subtotal'), formatMoney(invoice.amountBefore, currency, locale)],
  ];
  if (invoice.discount > 0) {
    const label =
      invoice.discountCode === null
        ? t('billing.invoiceDocument.discount')
        : t('billing.invoiceDocument.discountWithCode', { code: invoice.discountCode });
    // An en dash set apart: Noto Sans has no minus sign, and a hyphen runs into the bars of ₦.
    rows.push([label, `–\u202f${formatMoney(invoice.discount, currency, locale)}`]);
  }

  let y = drawRows(document, rows, left, width, top);
  if (invoice.taxes !== null) {
    const taxRows: [string, string][] = [
      [t('billing.invoiceDocument.net'), formatMoney(invoice.taxes.net, currency, locale)],
      ...invoice.taxes.lines.map(({ name, ratePercent, amount }): [string, string] => [
        t('billing.invoiceDocument.tax', { name, rate: formatRate(ratePercent, locale) }),
        formatMoney(amount, currency, locale),
      ]),
    ];
    y = drawRows(document, taxRows, left, width, drawRule(document, y + 2, left) + 8);
  }
  y = drawRule(document, y + 2, left) + 8;
  document
    .font('bold')
    .fontSize(12)
    .text(t('billing.invoiceDocument.total', { currency }), left, y, { width: width / 2 });
  document.text(formatMoney(invoice.total, currency, locale), left, y, { width, align: 'right' });
  return document.y;
}

/** Label and amount rows in the regular face. Answers the y below the last. */
function drawRows(
  document: PDFKit.PDFDocument,
  rows: [string, string][],
  left: number,
  width: number,
  top: number,
): number {
  let y = top;
  document.font('regular').fontSize(10);
  for (const [label, amount] of rows) {
    document.text(label, left, y, { width: width / 2 + 40 });
    const labelBottom = document.y;
    document.text(amount, left, y, { width, align: 'right' });
    y = Math.max(labelBottom, document.y) + 4;
  }
  return y;
}

function drawPaymentNote(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): void {
  const t = translatorFor(invoice.locale);
  const reference = t('billing.invoiceDocument.paymentReference', { reference: invoice.paymentReference });
  document.font('regular').fontSize(9.5).text(reference, page.margin, top, { width: contentWidth });
  const note =
    invoice.taxes === null
      ? t('billing.invoiceDocument.taxesIncluded')
      : t('billing.invoiceDocument.taxesShown');
  document
    .fillColor(colours.muted)
    .text(note, page.margin, document.y + 4, { width: contentWidth })
    .fillColor(colours.ink);
}

function drawLabel(
  document: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  document
    .font('bold')
    .fontSize(8.5)
    .fillColor(colours.muted)
    .text(text, x, y, options)
    .fillColor(colours.ink);
}

/** A hairline from `left` to the right margin. Answers the y just below it. */
function drawRule(document: PDFKit.PDFDocument, y: number, left = page.margin): number {
  document.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(colours.rule).stroke();
  return y + 0.75;
}

/** Whose conventions each language's amounts follow on an invoice. */
const moneyLocales: Record<Locale, string> = { en: 'en', fr: 'fr-FR' };

/**
 * Minor units with the currency's own symbol, as the invoice's language writes them: ₦5,000.00,
 * GH₵60.50, KSh 650.00, R 90.00, $4.99 in English, 5 000,00 ₦ in French. Locale data has no
 * narrow symbol for the shilling and would print "KES".
 */
function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const digits = minorUnitDigitsOf(currency);
  const parts = new Intl.NumberFormat(moneyLocales[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
  }).formatToParts(amount / 10 ** digits);
  return parts.map((part) => (part.type === 'currency' && currency === 'KES' ? 'KSh' : part.value)).join('');
}

/** A tax rate as each language writes it, without its sign: 7.5, 7,5. */
function formatRate(ratePercent: number, locale: Locale): string {
  return new Intl.NumberFormat(moneyLocales[locale], { maximumFractionDigits: 2 }).format(ratePercent);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day in UTC as each language writes it on an invoice: '24 Nov 2026', '24 nov. 2026'. */
const dayFormats: Record<Locale, (date: Date) => string> = {
  // Spelt out rather than from locale data, whose British English writes September 'Sept'.
  en: (date) => `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
  fr: (date) =>
    date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

function formatDate(date: Date, locale: Locale): string {
  return dayFormats[locale](date);
}
