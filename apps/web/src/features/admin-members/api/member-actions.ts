import * as memberActionEndpoints from '@creators-archive/contract/admin/member-actions';
import type {
  CompSubscriptionBody,
  ExtendSubscriptionBody,
} from '@creators-archive/contract/admin/member-actions';
import * as refundPaymentEndpoint from '@creators-archive/contract/admin/refund-payment';
import type { RefundPaymentBody } from '@creators-archive/contract/admin/refund-payment';
import * as revokeVerificationEndpoint from '@creators-archive/contract/admin/revoke-verification';
import type { Role } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { memberQueryKey, type AdminMember } from './get-member';

const { verifyPath, suspendPath, unsuspendPath, rolePath, extendPath, compPath } = memberActionEndpoints;

/** Each action answers the member's page as it now is. */
async function act(path: string, id: string, body: unknown, failure: MessageId) {
  const t = translator(pageLanguage());
  return unwrap(
    withFallbackMessage(
      await callEndpoint({ ...memberActionEndpoints, path }, { params: { id }, body }),
      t(failure),
    ),
  );
}

export const memberActions = {
  verify: (id: string) => act(verifyPath, id, undefined, 'admin.member.errors.verify'),
  suspend: (id: string, reason: string) => act(suspendPath, id, { reason }, 'admin.member.errors.suspend'),
  unsuspend: (id: string) => act(unsuspendPath, id, undefined, 'admin.member.errors.unsuspend'),
  setRole: (id: string, role: Role) => act(rolePath, id, { role }, 'admin.member.errors.setRole'),
  extend: (id: string, body: ExtendSubscriptionBody) =>
    act(extendPath, id, body, 'admin.member.errors.extend'),
  comp: (id: string, body: CompSubscriptionBody) => act(compPath, id, body, 'admin.member.errors.comp'),
};

/** Takes the member's verified badge away with the reason they are e-mailed. */
export async function revokeVerification(id: string, reason: string) {
  return withFallbackMessage(
    await callEndpoint(revokeVerificationEndpoint, { params: { id }, body: { reason } }),
    translator(pageLanguage())('admin.member.errors.revoke'),
  );
}

/**
 * Refunds a payment through the provider, all that is left of it or `amount` (minor units), saying
 * what becomes of the membership; the payment reads refunded once the provider confirms all of it.
 */
export async function refundPayment(reference: string, body: RefundPaymentBody) {
  return withFallbackMessage(
    await callEndpoint(refundPaymentEndpoint, { params: { reference }, body }),
    translator(pageLanguage())('admin.member.errors.refund'),
  );
}

/**
 * What else shows the member `id` is asked for again after an action: members' lists and the
 * overview count them; the verification queue and review, their profile (`['users', id]`) and the
 * directory (`['designers']`) show their badge, role, membership, or hide them once suspended.
 */
function useRefreshElsewhere(id: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin-members', 'list'] }),
      client.invalidateQueries({ queryKey: ['admin-overview'] }),
      client.invalidateQueries({ queryKey: ['verification'] }),
      client.invalidateQueries({ queryKey: ['users', id] }),
      client.invalidateQueries({ queryKey: ['designers'] }),
    ]);
}

/**
 * Runs one of `memberActions` for the member `id`; each answers the member, and the page shows
 * that answer at once.
 */
export function useMemberAction(id: string) {
  const client = useQueryClient();
  const refreshElsewhere = useRefreshElsewhere(id);
  return useMutation({
    mutationFn: (action: () => Promise<AdminMember>) => action(),
    onSuccess: (member) => {
      client.setQueryData(memberQueryKey(id), member);
      void refreshElsewhere();
    },
  });
}

/** Revoking and refunding answer something else, so the member is asked for again afterwards. */
function useActionThenReload<Variables, Answer>(
  id: string,
  action: (variables: Variables) => Promise<Answer>,
) {
  const client = useQueryClient();
  const refreshElsewhere = useRefreshElsewhere(id);
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      void refreshElsewhere();
      return client.invalidateQueries({ queryKey: memberQueryKey(id) });
    },
  });
}

export function useRevokeMemberVerification(id: string) {
  return useActionThenReload(id, async (reason: string) => unwrap(await revokeVerification(id, reason)));
}

export function useRefundPayment(memberId: string) {
  return useActionThenReload(
    memberId,
    async ({ reference, body }: { reference: string; body: RefundPaymentBody }) =>
      unwrap(await refundPayment(reference, body)),
  );
}
