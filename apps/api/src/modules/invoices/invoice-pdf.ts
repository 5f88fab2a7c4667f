import fs from 'node:fs';
import path from 'node:path';
import { minorUnitDigits, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale, MessageId } from '@creators-archive/i18n';
import { translatorFor } from '../../i18n/translate';
import { sourceFile } from '../../package-root';

/** One paid membership period as a member's invoice shows it. Amounts are integers in minor units. */
export type InvoiceDocument = {
  /** Gapless within a year: CA-2026-000123. */
  number: string;
  /** The language the invoice was issued in: every word and figure is written in it. */
  locale: Locale;
  issuedAt: Date;
  status: 'paid' | 'refunded';
  /** The address may hold line breaks; a seller without a tax number prints no tax line. */
  seller: { name: string; address: string; taxNumber: string | null };
  buyer: { name: string; email: string };
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
  /** What was charged. */
  total: number;
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

/** Read once per process: a receipt is rendered for every payment, and the files never change. */
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
function fonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= { regular: fs.readFileSync(fontFiles.regular), bold: fs.readFileSync(fontFiles.bold) };
  return fontBytes;
}

/** The invoice's status in the words the billing page shows it with. */
const statusMessages = {
  paid: 'billing.invoices.status.paid',
  refunded: 'billing.invoices.status.refunded',
} as const satisfies Record<InvoiceDocument['status'], MessageId>;

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
  const { regular, bold } = fonts();
  const t = translatorFor(invoice.locale);
  const document = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    // An empty name loads no font at all: every text is set in the embedded fonts registered below.
    font: '',
    lang: invoice.locale,
    displayTitle: true,
    info: {
      Title: t('billing.invoiceDocument.documentTitle', { number: invoice.number }),
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
    },
  });
  const bytes = collectBytes(document);
  document.registerFont('regular', regular);
  document.registerFont('bold', bold);
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

/** 'Invoice' and its status on the left, the number and issue date on the right. Answers the y below. */
function drawHeading(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): number {
  const t = translatorFor(invoice.locale);
  const status = t(statusMessages[invoice.status]).toLocaleUpperCase(invoice.locale);
  document.font('bold').fontSize(26).text(t('billing.invoiceDocument.heading'), page.margin, top);
  document
    .fontSize(11)
    .fillColor(invoice.status === 'paid' ? colours.paid : colours.refunded)
    .text(status, page.margin, document.y + 2)
    .fillColor(colours.ink);
  const headingBottom = document.y;

  const labelWidth = 90;
  const valueWidth = 130;
  const labelX = right - valueWidth - labelWidth;
  const rows: [string, string][] = [
    [t('billing.invoiceDocument.number'), invoice.number],
    [t('billing.invoiceDocument.issued'), formatDate(invoice.issuedAt, invoice.locale)],
  ];
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
  document.font('regular').fontSize(9.5).text(buyer.email, { width: columnWidth });
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

/** Subtotal, the discount when there was one, and the total charged, right-aligned. */
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

  let y = top;
  document.font('regular').fontSize(10);
  for (const [label, amount] of rows) {
    document.text(label, left, y, { width: width / 2 + 40 });
    const labelBottom = document.y;
    document.text(amount, left, y, { width, align: 'right' });
    y = Math.max(labelBottom, document.y) + 4;
  }
  y = drawRule(document, y + 2, left) + 8;
  document
    .font('bold')
    .fontSize(12)
    .text(t('billing.invoiceDocument.total', { currency }), left, y, { width: width / 2 });
  document.text(formatMoney(invoice.total, currency, locale), left, y, { width, align: 'right' });
  return document.y;
}

function drawPaymentNote(document: PDFKit.PDFDocument, invoice: InvoiceDocument, top: number): void {
  const t = translatorFor(invoice.locale);
  const reference = t('billing.invoiceDocument.paymentReference', { reference: invoice.paymentReference });
  document.font('regular').fontSize(9.5).text(reference, page.margin, top, { width: contentWidth });
  document
    .fillColor(colours.muted)
    .text(t('billing.invoiceDocument.taxesIncluded'), page.margin, document.y + 4, { width: contentWidth })
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
  const digits = minorUnitDigits[currency];
  const parts = new Intl.NumberFormat(moneyLocales[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
  }).formatToParts(amount / 10 ** digits);
  return parts.map((part) => (part.type === 'currency' && currency === 'KES' ? 'KSh' : part.value)).join('');
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
