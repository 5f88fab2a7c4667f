import type { InquiryStatus } from '@creators-archive/contract/inquiries/inquiry';
import * as updateInquiryEndpoint from '@creators-archive/contract/inquiries/update-inquiry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { inquiriesQueryKey } from './find-inquiries';

/** Moves an inquiry to another status; every list of the inbox is asked for again. */
export function useUpdateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: InquiryStatus }) =>
      unwrap(await callEndpoint(updateInquiryEndpoint, { params: { id }, body: { status } })),
    onSettled: () => client.invalidateQueries({ queryKey: inquiriesQueryKey }),
  });
}
