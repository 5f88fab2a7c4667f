import { path, type Studio } from '@creators-archive/contract/studios/find-studios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { Studio };

/** The partner studios in the order they are shown (verified members; 403 VERIFICATION_REQUIRED otherwise). */
export async function findStudios() {
  return withFallbackMessage(
    await apiClient.get<Studio[]>(path),
    translator(pageLanguage())('studios.errors.fetchStudios'),
  );
}

export const studiosQueryKey = ['studios', 'list'] as const;

export function studiosQueryOptions() {
  return queryOptions({ queryKey: studiosQueryKey, queryFn: async () => unwrap(await findStudios()) });
}

export function useStudios() {
  return useQuery(studiosQueryOptions());
}
