import * as markNotificationsReadEndpoint from '@creators-archive/contract/notifications/mark-notifications-read';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { latestNotificationsQueryOptions } from './list-notifications';

/** Marks every one of the member's notifications read; the bell's list is read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await callEndpoint(markNotificationsReadEndpoint, { body: { all: true } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestNotificationsQueryOptions().queryKey }),
  });
}
