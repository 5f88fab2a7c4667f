import type { User } from '@creators-archive/contract';
import * as setProfilePictureEndpoint from '@creators-archive/contract/portfolio/set-profile-picture';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function setProfilePicture(id: string) {
  return callEndpoint(setProfilePictureEndpoint, { params: { id } });
}

/**
 * The signed-in member changes: the session's copy of them is refreshed everywhere, and their
 * profile and the directory's card, which show the picture, are asked for again.
 */
export function useSetProfilePicture(onUser: (user: User) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await setProfilePicture(id)),
    onSuccess: (user) => {
      onUser(user);
      void client.invalidateQueries({ queryKey: ['users', user.id] });
      void client.invalidateQueries({ queryKey: ['designers'] });
    },
  });
}
