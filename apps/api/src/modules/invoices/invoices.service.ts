import type { Invoice } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import { invoicePdfPath } from '@creators-archive/contract/invoices/get-invoice-pdf';
import { defaultLocale } from '@creators-archive/i18n';
import type { InvoiceRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, hashedKeyPart, type CounterStore } from '../../lib/counter-store';
import { queueMail } from '../../mail/mail';
import { invoiceMails } from './invoices.mail';
import type { InvoiceDocument } from './invoice-pdf';
import type { InvoicePdfPool } from './invoice-pdf-pool';
import type { InvoicesRepository, InvoiceWithPayment } from './invoices.repository';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export type InvoiceSeller = InvoiceDocument['seller'];

/** Invoice downloads one member may ask for per minute, whichever client addresses they come from. */
export const INVOICE_DOWNLOADS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

const invoiceNotFound = () => reasonError(404, ErrorReason.invoiceNotFound);

const statusOf = (row: InvoiceWithPayment): InvoiceDocument['status'] =>
  row.paymentStatus === 'refunded' ? 'refunded' : 'paid';

function toInvoice(row: InvoiceWithPayment): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amount: row.total,
    currency: row.currency,
    status: statusOf(row),
    description: row.description,
    pdfUrl: invoicePdfPath(row.id),
  };
}

/**
 * Members' invoices: the list, each as a PDF, and the receipt e-mail that carries it. A PDF is
 * drawn once, on the PDF threads, and kept: every later download or receipt sends those bytes.
 */
export class InvoicesService {
  /** Drawings under way in this process, by invoice and status: asking again waits for the same one. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly deps: {
      invoices: InvoicesRepository;
      transaction: Transaction<{ jobs: JobQueue }>;
      pdfs: Pick<InvoicePdfPool, 'draw'>;
      counters: CounterStore;
      seller: InvoiceSeller;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  async list(userId: string): Promise<Invoice[]> {
    return (await this.deps.invoices.findByUser(userId)).map(toInvoice);
  }

  /**
   * The owner's invoice as a PDF and its file name; anyone else's answers 404. Each member may
   * download `INVOICE_DOWNLOADS_PER_MINUTE` a minute, found or not; past that, 429 with Retry-After.
   */
  async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Buffer }> {
    await this.countDownload(userId);
    const invoice = await this.deps.invoices.findOwned(userId, id);
    if (!invoice) throw invoiceNotFound();
    return { filename: `${invoice.number}.pdf`, bytes: await this.pdfOf(invoice) };
  }

  /** Renders the receipt with its invoice attached and queues it as an e-mail. */
  async sendReceipt(invoiceId: string): Promise<void> {
    const invoice = await this.deps.invoices.findById(invoiceId);
    if (!invoice) throw new PermanentJobError(`Invoice ${invoiceId} no longer exists`);
    const bytes = await this.pdfOf(invoice);
    // The buyer's language as it is now; the default one once their account is deleted.
    const buyerLocale = invoice.userId ? await this.deps.invoices.findBuyerLocale(invoice.userId) : undefined;
    const locale = buyerLocale ?? defaultLocale;
    const message = invoiceMails(locale).receipt(invoice.buyerEmail, invoice.buyerName, {
      number: invoice.number,
      description: invoice.description,
      total: invoice.total,
      currency: invoice.currency,
      periodEnd: invoice.periodEnd,
      billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', locale),
    });
    const now = this.deps.clock.now();
    await this.deps.transaction(({ jobs }) =>
      queueMail(
        jobs,
        {
          ...message,
          attachments: [
            {
              filename: `${invoice.number}.pdf`,
              contentType: 'application/pdf',
              contentBase64: bytes.toString('base64'),
            },
          ],
        },
        now,
      ),
    );
  }

  private countDownload(userId: string): Promise<void> {
    return consumeAllowance(this.deps.counters, this.deps.clock, {
      key: `invoice-downloads:${hashedKeyPart(userId)}`,
      windowMs: MINUTE_MS,
      limit: INVOICE_DOWNLOADS_PER_MINUTE,
      refusal: 'Too many invoice downloads.',
    });
  }

  /**
   * The invoice's PDF as kept, else drawn now and kept. When two processes draw the same one at
   * once, the first stored wins and both answer it.
   */
  private async pdfOf(invoice: InvoiceWithPayment): Promise<Buffer> {
    const status = statusOf(invoice);
    const stored = await this.deps.invoices.findPdf(invoice.id, status);
    if (stored) return stored;
    const key = `${invoice.id}:${status}`;
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = this.deps.pdfs
        .draw(this.documentOf(invoice))
        .then((pdf) => this.deps.invoices.storePdf(invoice.id, status, pdf))
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, drawing);
    }
    return drawing;
  }

  private documentOf(invoice: InvoiceWithPayment): InvoiceDocument {
    return {
      number: invoice.number,
      locale: invoice.locale,
      issuedAt: invoice.issuedAt,
      status: statusOf(invoice),
      seller: this.deps.seller,
      buyer: { name: invoice.buyerName, email: invoice.buyerEmail },
      description: invoice.description,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      currency: invoice.currency,
      amountBefore: invoice.amountBefore,
      discount: invoice.discount,
      discountCode: invoice.discountCode,
      total: invoice.total,
      paymentReference: invoice.paymentReference,
    };
  }
}

export type { InvoiceRow };
