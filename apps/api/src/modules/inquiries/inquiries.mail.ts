import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { defineMails } from '../../mail/compose';

/**
 * A visitor's inquiry, to the designer's own address. Its Reply-To is the sender's address, so the
 * designer answers from their own mailbox; we never write to the sender.
 */
/** The name of each kind of work, as the profile shows it. */
const kindNames = {
  freelance: 'common.openTo.freelance',
  'full-time': 'common.openTo.full-time',
  collaboration: 'common.openTo.collaboration',
  commissions: 'common.openTo.commissions',
} as const satisfies Record<OpenToKind, string>;

export const inquiryMails = defineMails(({ t, compose, hello }) => ({
  inquiryReceived: (
    designer: { email: string; fullName: string },
    inquiry: {
      senderName: string;
      senderEmail: string;
      kind: OpenToKind;
      budget: string | null;
      message: string;
      itemTitle: string | null;
    },
    inboxUrl: string,
  ) => ({
    ...compose({
      to: designer.email,
      subject: t('mail.inquiryReceived.subject', { name: inquiry.senderName }),
      greeting: hello(designer.fullName),
      paragraphs: [
        inquiry.itemTitle
          ? t('mail.inquiryReceived.wroteAboutWork', {
              name: inquiry.senderName,
              kind: t(kindNames[inquiry.kind]),
              title: inquiry.itemTitle,
            })
          : t('mail.inquiryReceived.wrote', { name: inquiry.senderName, kind: t(kindNames[inquiry.kind]) }),
        ...(inquiry.budget ? [t('mail.inquiryReceived.budget', { budget: inquiry.budget })] : []),
        ...inquiry.message.split(/\n{2,}/),
      ],
      action: { label: t('mail.inquiryReceived.openInbox'), url: inboxUrl },
      footnote: t('mail.inquiryReceived.replyTo', { email: inquiry.senderEmail }),
    }),
    replyTo: inquiry.senderEmail,
  }),
}));
