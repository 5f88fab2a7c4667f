import type { GetUserResponse } from '@creators-archive/contract/users/get-user';
import * as getUserEndpoint from '@creators-archive/contract/users/get-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type FollowState = Pick<GetUserResponse['data'], 'followedByMe' | 'followerCount'>;

/**
 * Whether the signed-in member follows `id`, read from the profile as the member sees it: the
 * server renders the profile signed out, so its answer says false for everyone.
 */
export function followStateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['follows', 'state', id],
    queryFn: async (): Promise<FollowState> => {
      const { followedByMe, followerCount } = unwrap(await callEndpoint(getUserEndpoint, { params: { id } }));
      return { followedByMe, followerCount };
    },
  });
}

export function useFollowState(id: string, enabled: boolean) {
  return useQuery({ ...followStateQueryOptions(id), enabled });
}
