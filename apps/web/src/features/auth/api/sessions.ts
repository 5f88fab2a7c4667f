import * as deleteSessionEndpoint from '@creators-archive/contract/auth/delete-session';
import * as findSessionsEndpoint from '@creators-archive/contract/auth/find-sessions';
import * as signOutOthers from '@creators-archive/contract/auth/sign-out-other-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type SignInSession = findSessionsEndpoint.SignInSession;

export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: async () => unwrap(await callEndpoint(findSessionsEndpoint)).items,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function deleteSession(id: string) {
  return callEndpoint(deleteSessionEndpoint, { params: { id } });
}

export function signOutOtherSessions() {
  return callEndpoint(signOutOthers);
}
