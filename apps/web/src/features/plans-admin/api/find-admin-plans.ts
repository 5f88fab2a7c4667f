import * as plans from '@creators-archive/contract/admin/plans';
import type { AdminPlan } from '@creators-archive/contract/admin/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AdminPlan };

/** The plans module holds several endpoints; this one lists them. */
const findAdminPlansEndpoint = {
  method: plans.findMethod,
  path: plans.findPath,
  ZFindAdminPlansResponse: plans.ZFindAdminPlansResponse,
} as const;

/** Every plan (admins), archived ones too, with how many members hold each. */
export async function findAdminPlans() {
  return withFallbackMessage(
    await callEndpoint(findAdminPlansEndpoint),
    translator(pageLanguage())('admin.plans.errors.fetch'),
  );
}

export const adminPlansQueryKey = ['admin-plans'] as const;

export function adminPlansQueryOptions() {
  return queryOptions({ queryKey: adminPlansQueryKey, queryFn: async () => unwrap(await findAdminPlans()) });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
