import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { defineMails } from '../../mail/compose';

/** The receipt for a paid invoice. */
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
}));
