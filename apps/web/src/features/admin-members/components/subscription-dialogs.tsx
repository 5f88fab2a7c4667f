import {
  ZCompSubscriptionBody,
  ZExtendSubscriptionBody,
} from '@creators-archive/contract/admin/member-actions';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useT } from '../../../i18n/use-t';
import { useReadableMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import type { AdminMember } from '../api/get-member';
import { memberActions, useMemberAction } from '../api/member-actions';

type MemberDialogProps = { member: AdminMember };

/** Pushes the end of the member's current period out by some days, with the reason. */
export function ExtendSubscriptionDialog({ member }: MemberDialogProps) {
  const { id, fullName } = member.profile;
  const t = useT();
  const act = useMemberAction(id);
  const { form, dialog } = useFormDialog(
    ZExtendSubscriptionBody,
    { days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.extend(id, body)),
    () => notify.success(t('admin.member.extend.done', { name: fullName })),
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="secondary">{t('admin.member.extend.action')}</Button>}
      title={t('admin.member.extend.title', { name: fullName })}
      description={t('admin.member.extend.description')}
      confirmLabel={t('admin.member.extend.confirm')}
    >
      <TextField
        label={t('admin.member.days')}
        inputMode="numeric"
        error={errors.days?.message}
        {...form.register('days')}
      />
      <TextAreaField
        label={t('admin.member.reason')}
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

/** A plan a subscription can be given on. */
export type CompPlan = { id: string; name: string; archivedAt: string | null };

/** Gives a member without a live subscription one on a plan for some days, paid by nobody. */
export function CompSubscriptionDialog({
  member,
  plans,
}: MemberDialogProps & { plans: CompPlan[] | undefined }) {
  const { id, fullName } = member.profile;
  const t = useT();
  const readable = useReadableMessage();
  const act = useMemberAction(id);
  const { form, dialog } = useFormDialog(
    ZCompSubscriptionBody,
    { planId: '', days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.comp(id, body)),
    () => notify.success(t('admin.member.comp.done', { name: fullName })),
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="secondary">{t('admin.member.comp.action')}</Button>}
      title={t('admin.member.comp.title', { name: fullName })}
      description={t('admin.member.comp.description')}
      confirmLabel={t('admin.member.comp.confirm')}
    >
      <div className="space-y-1.5">
        <label className="block space-y-1.5 text-sm font-medium text-stone-800">
          <span className="block">{t('admin.member.subscription.plan')}</span>
          <select
            aria-invalid={errors.planId ? true : undefined}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs aria-invalid:border-red-600"
            {...form.register('planId')}
          >
            <option value="">
              {plans ? t('admin.member.comp.choosePlan') : t('admin.member.comp.loadingPlans')}
            </option>
            {plans?.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.archivedAt ? t('admin.member.comp.archivedPlan', { name: plan.name }) : plan.name}
              </option>
            ))}
          </select>
        </label>
        {errors.planId?.message && (
          <p role="alert" className="text-sm text-red-700">
            {readable(errors.planId.message)}
          </p>
        )}
      </div>
      <TextField
        label={t('admin.member.days')}
        inputMode="numeric"
        error={errors.days?.message}
        {...form.register('days')}
      />
      <TextAreaField
        label={t('admin.member.reason')}
        rows={3}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
