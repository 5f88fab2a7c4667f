import * as getMyVerificationEndpoint from '@creators-archive/contract/verification/get-my-verification';
import type { MyVerification } from '@creators-archive/contract/verification/get-my-verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { MyVerification };

/** The member's requests, newest first, and whether they may apply now and, if not, why. */
export async function getMyVerification() {
  return withFallbackMessage(
    await callEndpoint(getMyVerificationEndpoint),
    translator(pageLanguage())('verification.errors.fetchMine'),
  );
}

export const myVerificationQueryKey = ['verification', 'me'] as const;

export function myVerificationQueryOptions() {
  return queryOptions({
    queryKey: myVerificationQueryKey,
    queryFn: async () => unwrap(await getMyVerification()),
  });
}

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions());
}
