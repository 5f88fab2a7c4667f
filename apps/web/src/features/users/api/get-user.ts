import { toPath } from '@creators-archive/contract/endpoint';
import type { GetUserResponse } from '@creators-archive/contract/users/get-user';
import { userPath as path } from '@creators-archive/contract/users/user-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

/** Public fields for anyone; the full member when it is you or an admin asking. */
export type ProfileUser = GetUserResponse['data'];

export function getUser(id: string) {
  return apiClient.get<ProfileUser>(toPath(path, { id }));
}

/**
 * The member, or null when no one has this id (unknown, or not an id at all): an answer the page
 * shows and the server renders with a 404, not a failure to retry.
 */
export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id],
    queryFn: async () => {
      const answer = await getUser(id);
      if (!answer.success && [400, 404].includes(answer.error.code)) return null;
      return unwrap(answer);
    },
  });
}

export function useUser(id: string) {
  return useQuery(getUserQueryOptions(id));
}
