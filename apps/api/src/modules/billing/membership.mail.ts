import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { defineMails } from '../../mail/compose';

/** The e-mails about a membership's renewals, a payment made for it by someone else, and its end. */
export const membershipMails = defineMails(({ t, format, compose, hello }) => ({
  /**
   * A renewal charge was declined: tried again on `retryAt` (`retrying`), not again because the
   * card cannot be charged, to be paid another way before `graceEndsAt` (`card_unusable`), or the
   * membership has ended (`expired`).
   */
  renewalFailed: (
    to: string,
    name: string,
    renewal: {
      planName: string;
      amount: number;
      currency: Currency;
      outcome: 'retrying' | 'card_unusable' | 'expired';
      retryAt: Date | null;
      graceEndsAt: Date | null;
      billingUrl: string;
    },
  ) => {
    const { outcome } = renewal;
    const notCharged = t('mail.renewalFailed.notCharged', {
      amount: format.money(renewal.amount, renewal.currency),
      plan: renewal.planName,
    });
    if (outcome === 'expired') {
      return compose({
        to,
        subject: t('mail.renewalFailed.subjectEnded'),
        greeting: hello(name),
        paragraphs: [notCharged, t('mail.renewalFailed.ended')],
        action: { label: t('mail.subscribeAgain'), url: renewal.billingUrl },
      });
    }
    const until = renewal.graceEndsAt && format.day(renewal.graceEndsAt);
    return compose({
      to,
      subject:
        outcome === 'retrying'
          ? t('mail.renewalFailed.subjectRetrying')
          : t('mail.renewalFailed.subjectCardUnusable'),
      greeting: hello(name),
      paragraphs: [
        notCharged,
        outcome === 'retrying' && renewal.retryAt
          ? t('mail.renewalFailed.retrying', { date: format.day(renewal.retryAt) })
          : t('mail.renewalFailed.cardUnusable', { date: until ?? '' }),
      ],
      action: { label: t('mail.renewalFailed.updatePaymentMethod'), url: renewal.billingUrl },
    });
  },
  /**
   * A member who renews by pay link: reminded three days before the end (`upcoming`), on the day
   * (`due`) and three days after (`last`), keeping access until `graceEndsAt`.
   */
  renewalPayLink: (
    to: string,
    name: string,
    renewal: {
      planName: string;
      amount: number;
      currency: Currency;
      periodEnd: Date;
      graceEndsAt: Date;
      reminder: 'upcoming' | 'due' | 'last';
      payUrl: string;
    },
  ) => {
    const plan = renewal.planName;
    const grace = format.day(renewal.graceEndsAt);
    const subjects = {
      upcoming: t('mail.renewalPayLink.subject'),
      due: t('mail.renewalPayLink.subjectDue'),
      last: t('mail.renewalPayLink.subjectLast', { date: grace }),
    };
    return compose({
      to,
      subject: subjects[renewal.reminder],
      greeting: hello(name),
      paragraphs: [
        renewal.reminder === 'upcoming'
          ? t('mail.renewalPayLink.endsOn', { plan, date: format.day(renewal.periodEnd) })
          : t('mail.renewalPayLink.due', { plan, date: format.day(renewal.periodEnd), grace }),
        t('mail.renewalPayLink.renew', { amount: format.money(renewal.amount, renewal.currency) }),
      ],
      action: { label: t('mail.renewalPayLink.action'), url: renewal.payUrl },
    });
  },
  /** The card a membership renews with expires this month. */
  cardExpiring: (
    to: string,
    name: string,
    card: { brand: string; last4: string; renewsOn: Date; billingUrl: string },
  ) =>
    compose({
      to,
      subject: t('mail.cardExpiring.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.cardExpiring.expires', { brand: card.brand, last4: card.last4 }),
        t('mail.cardExpiring.addCard', { date: format.day(card.renewsOn) }),
      ],
      action: { label: t('mail.cardExpiring.action'), url: card.billingUrl },
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
