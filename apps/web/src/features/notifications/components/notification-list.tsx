import type { Notification } from '@creators-archive/contract/notifications/notification';
import {
  notificationSentence,
  type SentenceFormats,
} from '@creators-archive/contract/notifications/notification-sentence';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/** Where a notification leads: the thing it is about, or the screen that deals with it. */
export function notificationLink(notification: Notification): string {
  const { subject } = notification;
  switch (subject?.type) {
    case undefined:
      return notification.actors[0] ? `/designers/${notification.actors[0].id}` : '/dashboard';
    case 'item':
      return `/designers/${subject.ownerId}/work/${subject.id}`;
    case 'collection':
      return `/collections/${subject.id}`;
    case 'inquiry':
      return '/account/inquiries';
    case 'verification':
      return '/account/verification';
    case 'booking':
      return '/account/tfb-studios';
    case 'payment':
    case 'membership':
      return '/account/billing';
  }
}

function useSentenceFormats(): SentenceFormats {
  const locale = useLocale();
  return {
    money: (amount, currency) => formatMoney(amount, currency, locale),
    day: (iso) => formatDate(iso, locale),
    // A studio's calendar day as written, whatever the reader's time zone.
    calendarDate: (date) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

const itemClasses =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-highlighted:bg-stone-100 data-highlighted:text-stone-900';

/** The latest notifications as the bell's menu lists them, unread ones marked, each a link. */
export function NotificationList({ items }: { items: Notification[] }) {
  const t = useT();
  const locale = useLocale();
  const formats = useSentenceFormats();
  if (items.length === 0) {
    return <p className="px-3 py-4 text-sm text-stone-500">{t('notifications.bell.empty')}</p>;
  }
  return (
    <>
      {items.map((notification) => (
        <DropdownMenu.Item key={notification.id} asChild className={itemClasses}>
          <Link to={notificationLink(notification)}>
            <span
              className={`block ${notification.readAt ? 'text-stone-600' : 'font-medium text-stone-900'}`}
            >
              {notification.readAt === null && (
                <span className="sr-only">{t('notifications.bell.unread')} </span>
              )}
              {notificationSentence(notification, t, formats)}
            </span>
            <span className="block text-xs text-stone-500">{formatDate(notification.createdAt, locale)}</span>
          </Link>
        </DropdownMenu.Item>
      ))}
    </>
  );
}
