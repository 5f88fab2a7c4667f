import * as getVerificationRequestEndpoint from '@creators-archive/contract/admin/get-verification-request';
import type { VerificationReview } from '@creators-archive/contract/admin/get-verification-request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { VerificationReview };

/** One request for review (admins): the member, their portfolio and requests, the document's signed link. */
export async function getVerificationRequest(id: string) {
  return withFallbackMessage(
    await callEndpoint(getVerificationRequestEndpoint, { params: { id } }),
    translator(pageLanguage())('verification.errors.fetchRequest'),
  );
}

export function verificationReviewQueryKey(id: string) {
  return ['verification', 'review', id] as const;
}

export function verificationReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: verificationReviewQueryKey(id),
    queryFn: async () => unwrap(await getVerificationRequest(id)),
  });
}

export function useVerificationReview(id: string) {
  return useQuery(verificationReviewQueryOptions(id));
}
