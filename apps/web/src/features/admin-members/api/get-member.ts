import * as getMemberEndpoint from '@creators-archive/contract/admin/get-member';
import type { AdminMember, AdminTransaction } from '@creators-archive/contract/admin/get-member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AdminMember, AdminTransaction };

/** One member as an admin sees them: profile, membership, payments, invoices, verification, bookings. */
export async function getMember(id: string) {
  return withFallbackMessage(
    await callEndpoint(getMemberEndpoint, { params: { id } }),
    translator(pageLanguage())('admin.member.errors.fetch'),
  );
}

export const memberQueryKey = (id: string) => ['admin-members', 'member', id] as const;

export function memberQueryOptions(id: string) {
  return queryOptions({ queryKey: memberQueryKey(id), queryFn: async () => unwrap(await getMember(id)) });
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
