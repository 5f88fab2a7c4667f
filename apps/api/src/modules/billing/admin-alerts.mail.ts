import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { AdminAlertRow } from '../../db/schema';
import { defineMails } from '../../mail/compose';

/** The e-mail each admin gets for an alert, in their own language. */
export const adminAlertMails = defineMails(({ t, format, compose, hello }) => ({
  alert: (to: string, name: string, alert: AdminAlertRow, consoleUrl: string) => {
    const { amount, currency, dueAt, reason } = alert.details;
    const values = {
      reference: alert.paymentReference ?? '',
      amount: amount !== undefined && currency ? format.money(amount, currency as Currency) : '',
      date: dueAt ? format.day(new Date(dueAt)) : '',
      reason: reason ?? '',
    };
    return compose({
      to,
      subject: t(`mail.adminAlert.subject.${alert.kind}`),
      greeting: hello(name),
      paragraphs: [t(`mail.adminAlert.body.${alert.kind}`, values)],
      action: { label: t('mail.adminAlert.action'), url: consoleUrl },
    });
  },
}));
