import {
  ZCompSubscriptionBody,
  ZExtendSubscriptionBody,
} from '@creators-archive/contract/admin/member-actions';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notify';
import { ApiRequestError } from '../../../lib/query-client';
import type { AdminMember } from '../api/get-member';
import { memberActions, useMemberAction } from '../api/member-actions';

type MemberDialogProps = { member: AdminMember };

/** Pushes the end of the member's current period out by some days, with the reason. */
export function ExtendSubscriptionDialog({ member }: MemberDialogProps) {
  const { id, fullName } = member.profile;
  const act = useMemberAction(id);
  const { form, dialog } = useDialogForm(
    ZExtendSubscriptionBody,
    { days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.extend(id, body)),
    () => notify.success(`${fullName}’s subscription is extended`),
  );
  const { errors } = form.formState;

  return (
    <ActionFormDialog
      {...dialog}
      triggerLabel="Extend subscription"
      title={`Extend ${fullName}’s subscription?`}
      description="The current period ends later by the days given; nothing is charged for them."
      confirmLabel="Extend"
    >
      <TextField label="Days" inputMode="numeric" error={errors.days?.message} {...form.register('days')} />
      <TextAreaField label="Reason" rows={3} error={errors.reason?.message} {...form.register('reason')} />
    </ActionFormDialog>
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
  const { form, dialog } = useDialogForm(
    ZCompSubscriptionBody,
    { planId: '', days: '30', reason: '' },
    (body) => act.mutateAsync(() => memberActions.comp(id, body)),
    () => notify.success(`${fullName} has a complimentary subscription`),
  );
  const { errors } = form.formState;

  return (
    <ActionFormDialog
      {...dialog}
      triggerLabel="Comp subscription"
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
    </ActionFormDialog>
  );
}

/**
 * A dialog's form checked with the contract's schema: sending closes the dialog and runs `onDone`;
 * a failure stays in the dialog, beside its field or in the alert.
 */
function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (body: Output) => Promise<unknown>,
  onDone: () => void,
) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(schema, defaultValues);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      setOpen(false);
      form.reset();
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
    }
  });

  const dialog = {
    open,
    onOpenChange: (next: boolean) => {
      if (isSubmitting) return;
      setOpen(next);
      if (!next) form.reset();
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    alert: form.alert,
    submitting: isSubmitting,
  };
  return { form, dialog };
}

type ActionFormDialogProps = ReturnType<typeof useDialogForm>['dialog'] & {
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  children: ReactNode;
};

/** A confirmation that asks for more than a reason; the fields are the caller's. */
function ActionFormDialog({
  open,
  onOpenChange,
  onSubmit,
  alert,
  submitting,
  triggerLabel,
  title,
  description,
  confirmLabel,
  children,
}: ActionFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-stone-600">
            {description}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <FormAlert message={alert} />
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={submitting}>
                  Not now
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={submitting}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
