import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t';
import {
  addStreamedNotification,
  latestNotificationsQueryOptions,
  useLatestNotifications,
} from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read';
import { useNotificationStream } from '../use-notification-stream';
import { NotificationList } from './notification-list';

/** Above this the badge says 99+. */
const BADGE_MOST = 99;

/**
 * The bell in the top bar, for signed-in members only: the unread count, kept current by the
 * notification stream, and a menu of the latest notifications. Screen readers hear the count
 * change. Loaded on its own (React.lazy) so visitors never download it.
 */
export default function NotificationBell() {
  const t = useT();
  const queryClient = useQueryClient();
  const latest = useLatestNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const readAgain = () =>
    void queryClient.invalidateQueries({ queryKey: latestNotificationsQueryOptions().queryKey });
  useNotificationStream({
    onNotification: ({ notification, unreadCount }) =>
      addStreamedNotification(queryClient, notification, unreadCount),
    onCountDue: readAgain,
  });
  const unread = latest.data?.unreadCount ?? 0;

  return (
    <>
      <DropdownMenu.Root onOpenChange={(open) => open && readAgain()}>
        <DropdownMenu.Trigger
          aria-label={t('notifications.bell.open', { count: unread })}
          className="relative rounded-md p-1.5 text-stone-600 hover:text-stone-900"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-6"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {unread > BADGE_MOST ? `${BADGE_MOST}+` : unread}
            </span>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 max-h-[70vh] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
          >
            <div className="flex items-center justify-between px-3 py-2">
              <DropdownMenu.Label className="text-sm font-semibold text-stone-900">
                {t('notifications.bell.title')}
              </DropdownMenu.Label>
              {unread > 0 && (
                <DropdownMenu.Item
                  className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-stone-700 outline-none data-highlighted:bg-stone-100"
                  onSelect={(event) => {
                    // The menu stays open, to show the list read.
                    event.preventDefault();
                    markAllRead.mutate();
                  }}
                >
                  {t('notifications.bell.markAllRead')}
                </DropdownMenu.Item>
              )}
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
            {latest.isError ? (
              <p className="px-3 py-4 text-sm text-stone-500">{t('notifications.bell.failed')}</p>
            ) : (
              <NotificationList items={latest.data?.items ?? []} />
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Said when the count changes, between what the reader is doing. */}
      <span className="sr-only" aria-live="polite">
        {unread > 0 ? t('notifications.bell.unreadCount', { count: unread }) : ''}
      </span>
    </>
  );
}
