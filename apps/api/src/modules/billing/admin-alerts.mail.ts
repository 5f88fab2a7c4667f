import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { AdminAlertRow } from '../../db/schema';
import { defineMails } from '../../mail/compose';

/** Each alert's subject and body, by kind, with their ids written out so the messages check finds them. */
const alertMessages = {
  refund_failed: ['mail.adminAlert.subject.refund_failed', 'mail.adminAlert.body.refund_failed'],
  card_check_refund_failed: [
    'mail.adminAlert.subject.card_check_refund_failed',
    'mail.adminAlert.body.card_check_refund_failed',
  ],
  payment_needs_review: [
    'mail.adminAlert.subject.payment_needs_review',
    'mail.adminAlert.body.payment_needs_review',
  ],
  dispute_opened: ['mail.adminAlert.subject.dispute_opened', 'mail.adminAlert.body.dispute_opened'],
  dispute_reminded: ['mail.adminAlert.subject.dispute_reminded', 'mail.adminAlert.body.dispute_reminded'],
} as const satisfies Record<AdminAlertRow['kind'], readonly [string, string]>;

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
    const [subject, body] = alertMessages[alert.kind];
    return compose({
      to,
      subject: t(subject),
      greeting: hello(name),
      paragraphs: [t(body, values)],
      action: { label: t('mail.adminAlert.action'), url: consoleUrl },
    });
  },
}));
