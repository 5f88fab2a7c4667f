import type { Invoice } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import { invoicePdfPath } from '@creators-archive/contract/invoices/get-invoice-pdf';
import { defaultLocale } from '@creators-archive/i18n';
import type { InvoiceRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { PermanentJobError } from '../../jobs/job-worker';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { templatesIn } from '../../mail/templates';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import type { InvoicesRepository, InvoiceWithPayment } from './invoices.repository';
import { pageAddress } from '../../i18n/page-address';

export type InvoiceSeller = InvoiceDocument['seller'];

const invoiceNotFound = () => new AppError(404, ErrorReason.invoiceNotFound, 'Invoice not found');

function toInvoice(row: InvoiceWithPayment): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amount: row.total,
    currency: row.currency,
    status: row.paymentStatus === 'refunded' ? 'refunded' : 'paid',
    description: row.description,
    pdfUrl: invoicePdfPath(row.id),
  };
}

/** Members' invoices: the list, each as a PDF, and the receipt e-mail that carries it. */
export class InvoicesService {
  constructor(
    private readonly deps: {
      invoices: InvoicesRepository;
      transaction: Transaction<{ jobs: JobQueue }>;
      seller: InvoiceSeller;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  async list(userId: string): Promise<Invoice[]> {
    return (await this.deps.invoices.findByUser(userId)).map(toInvoice);
  }

  /** The owner's invoice as a PDF and its file name; anyone else's answers 404. */
  async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Buffer }> {
    const invoice = await this.deps.invoices.findOwned(userId, id);
    if (!invoice) throw invoiceNotFound();
    return { filename: `${invoice.number}.pdf`, bytes: await renderInvoicePdf(this.documentOf(invoice)) };
  }

  /** Renders the receipt with its invoice attached and queues it as an e-mail. */
  async sendReceipt(invoiceId: string): Promise<void> {
    const invoice = await this.deps.invoices.findById(invoiceId);
    if (!invoice) throw new PermanentJobError(`Invoice ${invoiceId} no longer exists`);
    const bytes = await renderInvoicePdf(this.documentOf(invoice));
    // The buyer's language as it is now; the default one once their account is deleted.
    const buyerLocale = invoice.userId ? await this.deps.invoices.findBuyerLocale(invoice.userId) : undefined;
    const locale = buyerLocale ?? defaultLocale;
    const message = templatesIn(locale).receipt(invoice.buyerEmail, invoice.buyerName, {
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

  private documentOf(invoice: InvoiceWithPayment): InvoiceDocument {
    return {
      number: invoice.number,
      locale: invoice.locale,
      issuedAt: invoice.issuedAt,
      status: invoice.paymentStatus === 'refunded' ? 'refunded' : 'paid',
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
