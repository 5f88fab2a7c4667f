import {
  ZCompSubscriptionBody,
  ZExtendSubscriptionBody,
} from '@creators-archive/contract/admin/member-actions';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { notify } from '../../../lib/notify';
import type { AdminMember } from '../api/get-member';
import { memberActions, useMemberAction } from '../api/member-actions';

type MemberDialogProps = { member: AdminMember };

/** Pushes the end of the member's current period out by some days, with the reason. */
export function ExtendSubscriptionDialog({ member }: MemberDialogProps) {
  const { id, fullName } = member.profile;
  const act = useMemberAction(id);
  const { form, dialog } = useFormDialog(
    ZExtendSubscriptionBody,
    { days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.extend(id, body)),
    () => notify.success(`${fullName}’s subscription is extended`),
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="secondary">Extend subscription</Button>}
      title={`Extend ${fullName}’s subscription?`}
      description="The current period ends later by the days given; nothing is charged for them."
      confirmLabel="Extend"
    >
      <TextField label="Days" inputMode="numeric" error={errors.days?.message} {...form.register('days')} />
      <TextAreaField label="Reason" rows={3} error={errors.reason?.message} {...form.register('reason')} />
    </FormDialog>
  );
}

/** Gives a member without a live subscription one on a plan for some days, paid by nobody. */
/** A plan a subscription can be given on. */
export type CompPlan = { id: string; name: string; archivedAt: string | null };

export function CompSubscriptionDialog({
  member,
  plans,
}: MemberDialogProps & { plans: CompPlan[] | undefined }) {
  const { id, fullName } = member.profile;
  const act = useMemberAction(id);
  const { form, dialog } = useFormDialog(
    ZCompSubscriptionBody,
    { planId: '', days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.comp(id, body)),
    () => notify.success(`${fullName} has a complimentary subscription`),
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="secondary">Comp subscription</Button>}
      title={`Give ${fullName} a subscription?`}
      description="They get the plan for the days given, free of charge; it does not renew on its own."
      confirmLabel="Give the subscription"
    >
      <div className="space-y-1.5">
        <label className="block space-y-1.5 text-sm font-medium text-stone-800">
          <span className="block">Plan</span>
          <select
            aria-invalid={errors.planId ? true : undefined}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs aria-invalid:border-red-600"
            {...form.register('planId')}
          >
            <option value="">{plans ? 'Choose a plan' : 'Loading plans…'}</option>
            {plans?.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
                {plan.archivedAt ? ' (archived)' : ''}
              </option>
            ))}
          </select>
        </label>
        {errors.planId?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.planId.message}
          </p>
        )}
      </div>
      <TextField label="Days" inputMode="numeric" error={errors.days?.message} {...form.register('days')} />
      <TextAreaField label="Reason" rows={3} error={errors.reason?.message} {...form.register('reason')} />
    </FormDialog>
  );
}
