import * as findVerificationRequestsEndpoint from '@creators-archive/contract/admin/find-verification-requests';
import type {
  FindVerificationRequestsResponse,
  QueuedVerificationRequest,
} from '@creators-archive/contract/admin/find-verification-requests';
import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { QueuedVerificationRequest };
export type VerificationRequestsPage = FindVerificationRequestsResponse['data'];

/** The review queue (admins): requests in one state, oldest first, a page after `cursor`. */
export async function findVerificationRequests(query: {
  status: VerificationStatus;
  cursor?: string | undefined;
}) {
  return withFallbackMessage(
    await callEndpoint(findVerificationRequestsEndpoint, {
      query: { status: query.status, cursor: query.cursor },
    }),
    translator(pageLanguage())('verification.errors.fetchRequests'),
  );
}

export const verificationQueueQueryKey = ['verification', 'queue'] as const;

export function verificationQueueQueryOptions(status: VerificationStatus) {
  return infiniteQueryOptions({
    queryKey: [...verificationQueueQueryKey, status],
    queryFn: async ({ pageParam }) => unwrap(await findVerificationRequests({ status, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useVerificationQueue(status: VerificationStatus) {
  return useInfiniteQuery(verificationQueueQueryOptions(status));
}
