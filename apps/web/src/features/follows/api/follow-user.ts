import * as followUserEndpoint from '@creators-archive/contract/follows/follow-user';
import * as unfollowUserEndpoint from '@creators-archive/contract/follows/unfollow-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { followStateQueryOptions } from './get-follow-state';

/**
 * Follows or unfollows `id` (`follow` says which); both are harmless to repeat. The follow state
 * takes the answer at once; the profile's counts, the feed and the suggestions are read again.
 */
export function useFollowUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      unwrap(await callEndpoint(follow ? followUserEndpoint : unfollowUserEndpoint, { params: { id } })),
    onSuccess: async ({ following, followerCount }) => {
      queryClient.setQueryData(followStateQueryOptions(id).queryKey, {
        followedByMe: following,
        followerCount,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users', id] }),
        queryClient.invalidateQueries({ queryKey: ['follows', 'feed'] }),
      ]);
    },
  });
}
