import * as getNotificationPreferencesEndpoint from '@creators-archive/contract/notifications/get-notification-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['notifications', 'preferences'],
    queryFn: async () => unwrap(await callEndpoint(getNotificationPreferencesEndpoint)),
  });
}

/** How the member hears of each kind of notification by e-mail. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
