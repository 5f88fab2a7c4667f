import { toPath } from '@creators-archive/contract/endpoint';
import { path, type GetUserResponse } from '@creators-archive/contract/users/get-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

/** Public fields for anyone; the full member when it is you or an admin asking. */
export type ProfileUser = GetUserResponse['data'];

export function getUser(id: string) {
  return apiClient.get<ProfileUser>(toPath(path, { id }));
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id],
    queryFn: async () => unwrap(await getUser(id)),
  });
}

export function useUser(id: string) {
  return useQuery(getUserQueryOptions(id));
}
