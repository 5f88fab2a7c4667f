import * as findStudiosEndpoint from '@creators-archive/contract/studios/find-studios';
import type { Studio } from '@creators-archive/contract/studios/find-studios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Studio };

/** The partner studios in the order they are shown (verified members; 403 VERIFICATION_REQUIRED otherwise). */
export async function findStudios() {
  return withFallbackMessage(
    await callEndpoint(findStudiosEndpoint),
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
