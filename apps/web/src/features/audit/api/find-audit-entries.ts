import * as findAuditEntriesEndpoint from '@creators-archive/contract/admin/find-audit-entries';
import type {
  AuditEntry,
  FindAuditEntriesResponse,
} from '@creators-archive/contract/admin/find-audit-entries';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AuditEntry };
export type AuditPage = FindAuditEntriesResponse['data'];

/** The audit log (admins), newest first, by action (`verification.approve`) or area (`verification`). */
export async function findAuditEntries(query: { action?: string | undefined; cursor?: string | undefined }) {
  return withFallbackMessage(
    await callEndpoint(findAuditEntriesEndpoint, {
      query: { action: query.action || undefined, cursor: query.cursor },
    }),
    translator(pageLanguage())('admin.audit.errors.fetch'),
  );
}

export function auditEntriesQueryOptions(action: string) {
  return infiniteQueryOptions({
    queryKey: ['audit', 'list', action],
    queryFn: async ({ pageParam }) => unwrap(await findAuditEntries({ action, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useAuditEntries(action: string) {
  return useInfiniteQuery(auditEntriesQueryOptions(action));
}
