import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { defineMails } from '../../mail/compose';

/** The receipt for a paid invoice, and the note of a refund that carries its credit note. */
export const invoiceMails = defineMails(({ t, format, compose, hello }) => ({
  receipt: (
    to: string,
    name: string,
    invoice: {
      number: string;
      description: string;
      total: number;
      currency: Currency;
      periodEnd: Date;
      billingUrl: string;
    },
  ) =>
    compose({
      to,
      subject: t('mail.receipt.subject', { number: invoice.number }),
      greeting: hello(name),
      paragraphs: [
        t('mail.receipt.thanks', {
          amount: format.money(invoice.total, invoice.currency),
          description: invoice.description,
        }),
        t('mail.receipt.runsUntil', { date: format.day(invoice.periodEnd), number: invoice.number }),
      ],
      action: { label: t('mail.receipt.action'), url: invoice.billingUrl },
    }),

  creditNote: (
    to: string,
    name: string,
    note: { number: string; invoiceNumber: string; total: number; currency: Currency; billingUrl: string },
  ) =>
    compose({
      to,
      subject: t('mail.creditNote.subject', { number: note.number }),
      greeting: hello(name),
      paragraphs: [
        t('mail.creditNote.refunded', {
          amount: format.money(note.total, note.currency),
          invoice: note.invoiceNumber,
        }),
        t('mail.creditNote.attached', { number: note.number }),
      ],
      action: { label: t('mail.creditNote.action'), url: note.billingUrl },
    }),
}));
