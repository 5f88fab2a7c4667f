import { defineMails } from '../../mail/compose';

/** The e-mail to a member an admin verified directly, without an application. */
export const memberActionMails = defineMails(({ t, compose, hello }) => ({
  verifiedByAdmin: (to: string, name: string, url: string) =>
    compose({
      to,
      subject: t('mail.verified.subject'),
      greeting: hello(name),
      paragraphs: [t('mail.verifiedByAdmin.verified'), t('mail.verified.badgeShown')],
      action: { label: t('mail.verified.action'), url },
    }),
}));
