import { toPath } from '@creators-archive/contract/endpoint';
import type { User } from '@creators-archive/contract';
import { path } from '@creators-archive/contract/portfolio/set-profile-picture';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function setProfilePicture(id: string) {
  return apiClient.post<User>(toPath(path, { id }));
}

/** The signed-in member changes: the session's copy of them is refreshed everywhere. */
export function useSetProfilePicture(onUser: (user: User) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await setProfilePicture(id)),
    onSuccess: (user) => {
      onUser(user);
      void client.invalidateQueries({ queryKey: ['users', user.id] });
    },
  });
}
