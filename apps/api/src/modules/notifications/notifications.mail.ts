import type { Notification } from '@creators-archive/contract/notifications/notification';
import { notificationSentence } from '@creators-archive/contract/notifications/notification-sentence';
import { defineMails, type MailWriter } from '../../mail/compose';
import type { MailMessage } from '../../mail/mail';

/** Where a notification e-mail's links go: the thing it tells of, the settings, the unsubscribe. */
export type NotificationLinks = { open: string; settings: string; unsubscribe: string };

const sentenceOf = ({ t, format }: MailWriter, notification: Notification) =>
  notificationSentence(notification, t, {
    money: format.money,
    day: (iso) => format.day(new Date(iso)),
    calendarDate: format.calendarDate,
  });

/**
 * RFC 8058: a mail app shows its own unsubscribe button and POSTs `List-Unsubscribe=One-Click`
 * to the link, without the member signing in.
 */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** E-mails about notifications: one at once, or the day's in one digest. */
export const notificationMails = defineMails((writer) => {
  const { t, compose, hello } = writer;
  const footnote = (links: NotificationLinks) => t('mail.notification.footnote', { url: links.settings });
  return {
    notification: (
      to: { email: string; name: string },
      notification: Notification,
      links: NotificationLinks,
    ): MailMessage => {
      const sentence = sentenceOf(writer, notification);
      return {
        ...compose({
          to: to.email,
          subject: sentence,
          greeting: hello(to.name),
          paragraphs: [sentence],
          action: { label: t('mail.notification.open'), url: links.open },
          footnote: footnote(links),
        }),
        headers: unsubscribeHeaders(links.unsubscribe),
      };
    },
    digest: (
      to: { email: string; name: string },
      notifications: Notification[],
      links: NotificationLinks,
    ): MailMessage => ({
      ...compose({
        to: to.email,
        subject: t('mail.notification.digestSubject', { count: notifications.length }),
        greeting: hello(to.name),
        paragraphs: [
          t('mail.notification.digestIntro'),
          ...notifications.map((notification) => sentenceOf(writer, notification)),
        ],
        action: { label: t('mail.notification.open'), url: links.open },
        footnote: footnote(links),
      }),
      headers: unsubscribeHeaders(links.unsubscribe),
    }),
  };
});
