import * as approveEndpoint from '@creators-archive/contract/admin/approve-verification-request';
import * as rejectEndpoint from '@creators-archive/contract/admin/reject-verification-request';
import * as revokeEndpoint from '@creators-archive/contract/admin/revoke-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/** Approves a pending request (admins): the member is verified and e-mailed, the document deleted. */
export async function approveVerificationRequest(id: string) {
  return withFallbackMessage(
    await callEndpoint(approveEndpoint, { params: { id } }),
    translator(pageLanguage())('verification.errors.approve'),
  );
}

/** Rejects a pending request with the reason the member is e-mailed (admins). */
export async function rejectVerificationRequest(id: string, reason: string) {
  return withFallbackMessage(
    await callEndpoint(rejectEndpoint, { params: { id }, body: { reason } }),
    translator(pageLanguage())('verification.errors.reject'),
  );
}

/** Takes a member's verified badge away with the reason they are e-mailed (admins). */
export async function revokeVerification(memberId: string, reason: string) {
  return withFallbackMessage(
    await callEndpoint(revokeEndpoint, { params: { id: memberId }, body: { reason } }),
    translator(pageLanguage())('verification.errors.revoke'),
  );
}

/**
 * After a decision the queue and the review are asked for again, and what else shows the member's
 * badge or counts the requests waiting: the member's page and the members' lists in the console,
 * the overview, their profile and the directory (`['users']`, `['designers']`).
 */
function useDecision<Variables, Answer>(decide: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['verification'] }),
        client.invalidateQueries({ queryKey: ['admin-members'] }),
        client.invalidateQueries({ queryKey: ['admin-overview'] }),
        client.invalidateQueries({ queryKey: ['users'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}

export function useApproveVerificationRequest() {
  return useDecision(async (id: string) => unwrap(await approveVerificationRequest(id)));
}

export function useRejectVerificationRequest() {
  return useDecision(async ({ id, reason }: { id: string; reason: string }) =>
    unwrap(await rejectVerificationRequest(id, reason)),
  );
}

export function useRevokeVerification() {
  return useDecision(async ({ memberId, reason }: { memberId: string; reason: string }) =>
    unwrap(await revokeVerification(memberId, reason)),
  );
}
