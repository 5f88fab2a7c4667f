import { defineMails } from '../../mail/compose';

/** The team's copy of a contact form message; the sender's address is the one to reply to. */
export const contactMails = defineMails(({ t, compose }) => ({
  contactReceived: (to: string, message: { name: string; email: string; subject: string; message: string }) =>
    compose({
      to,
      subject: t('mail.contactReceived.subject', { subject: message.subject }),
      greeting: t('mail.contactReceived.wrote', { name: message.name, email: message.email }),
      paragraphs: message.message.split(/\n{2,}/),
      footnote: t('mail.contactReceived.replyTo', { email: message.email }),
    }),
}));
