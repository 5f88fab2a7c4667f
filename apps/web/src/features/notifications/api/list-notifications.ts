import * as listNotificationsEndpoint from '@creators-archive/contract/notifications/list-notifications';
import type { Notification } from '@creators-archive/contract/notifications/notification';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/** How many of the latest notifications the bell's list shows. */
export const BELL_LIST_SIZE = 10;

export type LatestNotifications = { items: Notification[]; unreadCount: number };

/** The member's latest notifications and how many are unread, as the bell shows them. */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'latest'],
    queryFn: async (): Promise<LatestNotifications> => {
      const { items, unreadCount } = unwrap(
        await callEndpoint(listNotificationsEndpoint, { query: { limit: BELL_LIST_SIZE } }),
      );
      return { items, unreadCount };
    },
  });
}

export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions());
}

/**
 * A notification the stream sent, put at the head of the list (a group of likes that grew
 * replaces its older self), with the unread count the stream sent along.
 */
export function addStreamedNotification(
  queryClient: QueryClient,
  notification: Notification,
  unreadCount: number,
): void {
  queryClient.setQueryData(latestNotificationsQueryOptions().queryKey, (latest) => ({
    items: [notification, ...(latest?.items ?? []).filter((item) => item.id !== notification.id)].slice(
      0,
      BELL_LIST_SIZE,
    ),
    unreadCount,
  }));
}
