import * as deleteSessionEndpoint from '@creators-archive/contract/auth/delete-session';
import * as findSessionsEndpoint from '@creators-archive/contract/auth/find-sessions';
import * as signOutOthers from '@creators-archive/contract/auth/sign-out-other-sessions';
import { toPath } from '@creators-archive/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type SignInSession = findSessionsEndpoint.SignInSession;

export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: async () =>
    unwrap(await apiClient.get<findSessionsEndpoint.FindSessionsResponse['data']>(findSessionsEndpoint.path))
      .items,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function deleteSession(id: string) {
  return apiClient.delete<deleteSessionEndpoint.DeleteSessionResponse['data']>(
    toPath(deleteSessionEndpoint.path, { id }),
  );
}

export function signOutOtherSessions() {
  return apiClient.post<signOutOthers.SignOutOtherSessionsResponse['data']>(signOutOthers.path);
}
