import { defineMails } from '../../mail/compose';

/** The answers to a verification application, and a badge taken away. */
export const verificationMails = defineMails(({ t, format, compose, hello }) => ({
  verificationApproved: (to: string, name: string, url: string) =>
    compose({
      to,
      subject: t('mail.verified.subject'),
      greeting: hello(name),
      paragraphs: [t('mail.verificationApproved.approved'), t('mail.verified.badgeShown')],
      action: { label: t('mail.verified.action'), url },
      footnote: t('mail.verified.documentDeleted'),
    }),
  verificationRejected: (to: string, name: string, rejection: { reason: string; reapplyFrom: Date }) =>
    compose({
      to,
      subject: t('mail.verificationRejected.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.verificationRejected.notApproved'),
        t('mail.verificationRejected.reason', { reason: rejection.reason }),
        t('mail.verificationRejected.reapplyFrom', { date: format.day(rejection.reapplyFrom) }),
      ],
      footnote: t('mail.verified.documentDeleted'),
    }),
  verificationRevoked: (to: string, name: string, reason: string) =>
    compose({
      to,
      subject: t('mail.verificationRevoked.subject'),
      greeting: hello(name),
      paragraphs: [
        t('mail.verificationRevoked.removed'),
        t('mail.verificationRevoked.reason', { reason }),
        t('mail.verificationRevoked.mistake'),
      ],
    }),
}));
