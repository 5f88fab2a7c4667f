import * as findMembersEndpoint from '@creators-archive/contract/admin/find-members';
import type { AdminMemberSummary } from '@creators-archive/contract/admin/find-members';
import type { SubscriptionStatus } from '@creators-archive/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AdminMemberSummary };

/** What the members list is narrowed to; a filter left out matches everyone. */
export type MemberFilters = {
  q?: string | undefined;
  subscription?: SubscriptionStatus | 'none' | undefined;
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
  country?: string | undefined;
};

/** Members (admins), newest first, a page after `cursor`. */
export async function findMembers(filters: MemberFilters, cursor: string | undefined) {
  return withFallbackMessage(
    await callEndpoint(findMembersEndpoint, { query: { ...filters, cursor } }),
    translator(pageLanguage())('admin.members.errors.fetch'),
  );
}

export const membersQueryKey = ['admin-members', 'list'] as const;

export function membersQueryOptions(filters: MemberFilters) {
  return infiniteQueryOptions({
    queryKey: [...membersQueryKey, filters],
    queryFn: async ({ pageParam }) => unwrap(await findMembers(filters, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useMembers(filters: MemberFilters) {
  return useInfiniteQuery(membersQueryOptions(filters));
}
