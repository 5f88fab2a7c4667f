import type { Invoice } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import type {
  BillingDetails,
  BillingDetailsFields,
} from '@creators-archive/contract/invoices/billing-details';
import { defaultLocale, type Locale } from '@creators-archive/i18n';
import type { InvoiceRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, hashedKeyPart, type CounterStore } from '../../lib/counter-store';
import { queueMail, type MailMessage } from '../../mail/mail';
import type { Seller } from '../../payments/accounts';
import type { BillingDetailsRepository } from './billing-details.repository';
import { creditNoteDocument, invoiceDocument, toInvoice } from './invoice-documents';
import { invoiceMails } from './invoices.mail';
import type { InvoiceDocument } from './invoice-pdf';
import type { InvoicePdfPool } from './invoice-pdf-pool';
import type { InvoicesRepository } from './invoices.repository';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export type InvoiceSeller = Seller;

/** Invoice downloads one member may ask for per minute, whichever client addresses they come from. */
export const INVOICE_DOWNLOADS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

const invoiceNotFound = () => reasonError(404, ErrorReason.invoiceNotFound);

/** A document kept as a PDF once drawn: an invoice or a credit note, by its id. */
type Drawn = { kind: InvoiceDocument['kind']; id: string; document: () => InvoiceDocument };

/**
 * Members' invoices and credit notes: the list, each as a PDF, the receipt e-mails that carry
 * them, and the billing details printed on invoices issued later. A PDF is drawn once, on the PDF
 * threads, and kept: every later download or receipt sends those bytes.
 */
export class InvoicesService {
  /** Drawings under way in this process, by document: asking again waits for the same one. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly deps: {
      invoices: InvoicesRepository;
      billingDetails: BillingDetailsRepository;
      transaction: Transaction<{ billingDetails: BillingDetailsRepository }>;
      /**
       * Queues on the pool: a document's e-mail is one insert, which commits as it runs, so it
       * needs no transaction of its own (two statements fewer per receipt).
       */
      mailQueue: JobQueue;
      pdfs: Pick<InvoicePdfPool, 'draw'>;
      counters: CounterStore;
      /** Printed on invoices issued before sellers were copied onto each. */
      seller: InvoiceSeller;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** Newest first, each with its credit notes. */
  async list(userId: string): Promise<Invoice[]> {
    const [invoices, notes] = await Promise.all([
      this.deps.invoices.findByUser(userId),
      this.deps.invoices.findCreditNotesByUser(userId),
    ]);
    return invoices.map((invoice) => toInvoice(invoice, notes));
  }

  /**
   * The owner's invoice as a PDF and its file name; anyone else's answers 404. Each member may
   * download `INVOICE_DOWNLOADS_PER_MINUTE` a minute, invoices and credit notes, found or not;
   * past that, 429 with Retry-After.
   */
  async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Buffer }> {
    await this.countDownload(userId);
    const invoice = await this.deps.invoices.findOwned(userId, id);
    if (!invoice) throw invoiceNotFound();
    return { filename: `${invoice.number}.pdf`, bytes: await this.pdfOf(this.invoiceDrawn(invoice)) };
  }

  /** The credit note as a PDF, for the owner of its invoice only, counted as `pdf` is. */
  async creditNotePdf(userId: string, id: string): Promise<{ filename: string; bytes: Buffer }> {
    await this.countDownload(userId);
    const note = await this.deps.invoices.findCreditNoteOwned(userId, id);
    if (!note) throw invoiceNotFound();
    const drawn: Drawn = {
      kind: 'credit_note',
      id,
      document: () => creditNoteDocument(note, this.deps.seller),
    };
    return { filename: `${note.number}.pdf`, bytes: await this.pdfOf(drawn) };
  }

  async billingDetails(userId: string): Promise<BillingDetails> {
    return (await this.deps.billingDetails.find(userId)) ?? { name: null, address: null, taxNumber: null };
  }

  /** Keeps the member's billing details for the invoices issued from now on. */
  async saveBillingDetails(userId: string, details: BillingDetailsFields): Promise<BillingDetails> {
    const now = this.deps.clock.now();
    await this.deps.transaction(({ billingDetails }) => billingDetails.save(userId, details, now));
    return details;
  }

  /** Renders the receipt with its invoice attached and queues it as an e-mail. */
  async sendReceipt(invoiceId: string): Promise<void> {
    const invoice = await this.deps.invoices.findById(invoiceId);
    if (!invoice) throw new PermanentJobError(`Invoice ${invoiceId} no longer exists`);
    const bytes = await this.pdfOf(this.invoiceDrawn(invoice));
    const locale = await this.readerLocale(invoice);
    const message = invoiceMails(locale).receipt(invoice.buyerEmail, invoice.buyerName, {
      number: invoice.number,
      description: invoice.description,
      total: invoice.total,
      currency: invoice.currency,
      periodEnd: invoice.periodEnd,
      billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', locale),
    });
    await this.queueWithPdf(message, invoice.number, bytes);
  }

  /** Renders the refund's e-mail with its credit note attached and queues it. */
  async sendCreditNote(creditNoteId: string): Promise<void> {
    const note = await this.deps.invoices.findCreditNoteById(creditNoteId);
    if (!note) throw new PermanentJobError(`Credit note ${creditNoteId} no longer exists`);
    const { invoice } = note;
    const bytes = await this.pdfOf({
      kind: 'credit_note',
      id: note.id,
      document: () => creditNoteDocument(note, this.deps.seller),
    });
    const locale = await this.readerLocale(invoice);
    const message = invoiceMails(locale).creditNote(invoice.buyerEmail, invoice.buyerName, {
      number: note.number,
      invoiceNumber: invoice.number,
      total: note.total,
      currency: invoice.currency,
      billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', locale),
    });
    await this.queueWithPdf(message, note.number, bytes);
  }

  /** The buyer's language as it is now; the default one once their account is deleted. */
  private async readerLocale(invoice: InvoiceRow): Promise<Locale> {
    const buyerLocale = invoice.userId ? await this.deps.invoices.findBuyerLocale(invoice.userId) : undefined;
    return buyerLocale ?? defaultLocale;
  }

  private async queueWithPdf(message: MailMessage, number: string, bytes: Buffer): Promise<void> {
    const now = this.deps.clock.now();
    await queueMail(
      this.deps.mailQueue,
      {
        ...message,
        attachments: [
          {
            filename: `${number}.pdf`,
            contentType: 'application/pdf',
            contentBase64: bytes.toString('base64'),
          },
        ],
      },
      now,
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

  private invoiceDrawn(invoice: InvoiceRow): Drawn {
    return { kind: 'invoice', id: invoice.id, document: () => invoiceDocument(invoice, this.deps.seller) };
  }

  /**
   * The document's PDF as kept, else drawn now and kept. When two processes draw the same one at
   * once, the first stored wins and both answer it.
   */
  private async pdfOf({ kind, id, document }: Drawn): Promise<Buffer> {
    const { invoices } = this.deps;
    const stored = kind === 'invoice' ? await invoices.findPdf(id) : await invoices.findCreditNotePdf(id);
    if (stored) return stored;
    const key = `${kind}:${id}`;
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = this.deps.pdfs
        .draw(document())
        .then((pdf) =>
          kind === 'invoice' ? invoices.storePdf(id, pdf) : invoices.storeCreditNotePdf(id, pdf),
        )
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, drawing);
    }
    return drawing;
  }
}

export type { InvoiceRow };
