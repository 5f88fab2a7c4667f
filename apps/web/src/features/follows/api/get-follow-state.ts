import { toPath } from '@creators-archive/contract/endpoint';
import type { GetUserResponse } from '@creators-archive/contract/users/get-user';
import { userPath } from '@creators-archive/contract/users/user-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type FollowState = Pick<GetUserResponse['data'], 'followedByMe' | 'followerCount'>;

/**
 * Whether the signed-in member follows `id`, read from the profile as the member sees it: the
 * server renders the profile signed out, so its answer says false for everyone. Read through the
 * Zod-free path: the Follow button is on a profile's first visit.
 */
export function followStateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['follows', 'state', id],
    queryFn: async (): Promise<FollowState> => {
      const { followedByMe, followerCount } = unwrap(
        await apiClient.get<GetUserResponse['data']>(toPath(userPath, { id })),
      );
      return { followedByMe, followerCount };
    },
  });
}

export function useFollowState(id: string, enabled: boolean) {
  return useQuery({ ...followStateQueryOptions(id), enabled });
}
