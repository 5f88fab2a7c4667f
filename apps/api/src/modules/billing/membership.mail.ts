import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { defineMails } from '../../mail/compose';

/** The e-mails about a membership's renewals, a payment made for it by someone else, and its end. */
export const membershipMails = defineMails(({ t, format, compose, hello }) => ({
  renewalFailed: (
    to: string,
    name: string,
    renewal: {
      planName: string;
      amount: number;
      currency: Currency;
      retryAt: Date | null;
      billingUrl: string;
    },
  ) =>
    compose({
      to,
      subject: renewal.retryAt
        ? t('mail.renewalFailed.subjectRetrying')
        : t('mail.renewalFailed.subjectEnded'),
      greeting: hello(name),
      paragraphs: [
        t('mail.renewalFailed.notCharged', {
          amount: format.money(renewal.amount, renewal.currency),
          plan: renewal.planName,
        }),
        renewal.retryAt
          ? t('mail.renewalFailed.retrying', { date: format.day(renewal.retryAt) })
          : t('mail.renewalFailed.ended'),
      ],
      action: {
        label: renewal.retryAt ? t('mail.renewalFailed.updatePaymentMethod') : t('mail.subscribeAgain'),
        url: renewal.billingUrl,
      },
    }),
  renewalPayLink: (
    to: string,
    name: string,
    renewal: { planName: string; amount: number; currency: Currency; periodEnd: Date; payUrl: string },
  ) =>
    compose({
      to,
      subject: t('mail.renewalPayLink.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.renewalPayLink.endsOn', { plan: renewal.planName, date: format.day(renewal.periodEnd) }),
        t('mail.renewalPayLink.renew', { amount: format.money(renewal.amount, renewal.currency) }),
      ],
      action: { label: t('mail.renewalPayLink.action'), url: renewal.payUrl },
    }),
  paidByAnother: (
    to: string,
    name: string,
    paid: {
      amount: number;
      currency: Currency;
      planName: string;
      periodEnd: Date;
      renews: boolean;
      billingUrl: string;
    },
  ) =>
    compose({
      to,
      subject: t('mail.paidByAnother.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.paidByAnother.added', {
          amount: format.money(paid.amount, paid.currency),
          plan: paid.planName,
          date: format.day(paid.periodEnd),
        }),
        t('mail.paidByAnother.unchanged', { renews: String(paid.renews) }),
      ],
      action: { label: t('mail.paidByAnother.action'), url: paid.billingUrl },
    }),
  membershipEnded: (to: string, name: string, ended: { planName: string; endedAt: Date; joinUrl: string }) =>
    compose({
      to,
      subject: t('mail.membershipEnded.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.membershipEnded.endedOn', { plan: ended.planName, date: format.day(ended.endedAt) }),
        t('mail.membershipEnded.subscribeAnyTime'),
      ],
      action: { label: t('mail.subscribeAgain'), url: ended.joinUrl },
    }),
}));
