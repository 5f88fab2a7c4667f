import { defineMails } from '../../mail/compose';

/** The e-mails about an account's address and its deletion. */
export const accountMails = defineMails(({ t, compose, hello }) => ({
  emailChange: (to: string, name: string, url: string) =>
    compose({
      to,
      subject: t('mail.emailChange.subject'),
      greeting: hello(name),
      paragraphs: [t('mail.emailChange.openLink')],
      action: { label: t('mail.emailChange.action'), url },
      footnote: t('mail.emailChange.footnote'),
    }),
  emailChanged: (to: string, name: string, newEmail: string) =>
    compose({
      to,
      subject: t('mail.emailChanged.subject'),
      greeting: hello(name),
      paragraphs: [t('mail.emailChanged.nowUses', { email: newEmail }), t('mail.emailChanged.notYou')],
    }),
  accountDeleted: (to: string, name: string) =>
    compose({
      to,
      subject: t('mail.accountDeleted.subject'),
      greeting: hello(name),
      paragraphs: [t('mail.accountDeleted.deleted'), t('mail.accountDeleted.invoicesKept')],
    }),
}));
