import * as plans from '@creators-archive/contract/admin/plans';
import type { AdminPlan, CreatePlanBody, UpdatePlanBody } from '@creators-archive/contract/admin/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { adminPlansQueryKey } from './find-admin-plans';

/** The plans module's endpoints that answer one plan. */
const planEndpoint = (method: typeof plans.createMethod | typeof plans.updateMethod, path: string) => ({
  method,
  path,
  ZAdminPlanResponse: plans.ZAdminPlanResponse,
});

/** A new plan (admins); 409 PLAN_CODE_TAKEN when its code is used already. */
export async function createPlan(body: CreatePlanBody) {
  return withFallbackMessage(
    await callEndpoint(planEndpoint(plans.createMethod, plans.createPath), { body }),
    translator(pageLanguage())('admin.plans.errors.create'),
  );
}

/** Changes a plan's name, description, features or prices; its code and interval stay. */
export async function updatePlan(id: string, body: UpdatePlanBody) {
  return withFallbackMessage(
    await callEndpoint(planEndpoint(plans.updateMethod, plans.updatePath), { params: { id }, body }),
    translator(pageLanguage())('admin.plans.errors.save'),
  );
}

/** Stops selling a plan, or sells it again; members on it keep it either way. */
export async function setPlanArchived(id: string, archived: boolean) {
  const t = translator(pageLanguage());
  return withFallbackMessage(
    await callEndpoint(planEndpoint(plans.archiveMethod, archived ? plans.archivePath : plans.restorePath), {
      params: { id },
    }),
    archived ? t('admin.plans.errors.archive') : t('admin.plans.errors.restore'),
  );
}

/**
 * After any change the plans are asked for again: the console's, the ones members pick from (the
 * subscriptions feature's `['subscriptions', 'plans']`) and the overview's count of members by plan name.
 */
function usePlanChange<Variables>(change: (variables: Variables) => Promise<AdminPlan>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminPlansQueryKey }),
        client.invalidateQueries({ queryKey: ['subscriptions', 'plans'] }),
        client.invalidateQueries({ queryKey: ['admin-overview'] }),
      ]),
  });
}

export function useCreatePlan() {
  return usePlanChange(async (body: CreatePlanBody) => unwrap(await createPlan(body)));
}

export function useUpdatePlan() {
  return usePlanChange(async ({ id, body }: { id: string; body: UpdatePlanBody }) =>
    unwrap(await updatePlan(id, body)),
  );
}

export function useSetPlanArchived() {
  return usePlanChange(async ({ id, archived }: { id: string; archived: boolean }) =>
    unwrap(await setPlanArchived(id, archived)),
  );
}
