import { toPath } from '@creators-archive/contract/endpoint';
import { followPath } from '@creators-archive/contract/follows/follow-paths';
import type { FollowState } from '@creators-archive/contract/follows/follow-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';
import { followStateQueryOptions } from './get-follow-state';

/**
 * Follows or unfollows `id` (`follow` says which); both are harmless to repeat. The follow state
 * takes the answer at once; the profile's counts, the feed and the suggestions are read again.
 * The address comes from the Zod-free paths module: the Follow button is on a profile's first visit.
 */
export function useFollowUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const url = toPath(followPath, { id });
      return unwrap(await (follow ? apiClient.post<FollowState>(url) : apiClient.delete<FollowState>(url)));
    },
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
