import { toPath } from '@creators-archive/contract/endpoint';
import { path, type ToggleLikeResponse } from '@creators-archive/contract/portfolio/toggle-like';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function toggleLike(id: string) {
  return apiClient.post<ToggleLikeResponse['data']>(toPath(path, { id }));
}

export function useToggleLike() {
  return useMutation({ mutationFn: async (id: string) => unwrap(await toggleLike(id)) });
}
