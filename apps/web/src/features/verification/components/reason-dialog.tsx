import { ZDecisionReason } from '@creators-archive/contract/admin/reject-verification-request';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { ApiRequestError } from '../../../lib/query-client';

type ReasonDialogProps = {
  /** The button that opens the dialog: 'Reject', 'Revoke verification'. */
  triggerLabel: string;
  title: string;
  /** What happens to the member, said before the reason is asked for. */
  description: string;
  confirmLabel: string;
  disabled?: boolean;
  /** Sends the decision with the reason; a failure is shown beside the field or in the alert. */
  decide: (reason: string) => Promise<unknown>;
  onDecided: () => void;
};

/** A decision that needs the reason the member is e-mailed, then the decision itself. */
export function ReasonDialog({
  triggerLabel,
  title,
  description,
  confirmLabel,
  disabled = false,
  decide,
  onDecided,
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZDecisionReason, { reason: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide(reason);
      setOpen(false);
      onDecided();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        form.showServerError({ code: error.code, message: error.message, details: error.details });
      } else {
        form.showAlert((error as Error).message);
      }
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled}>
          {triggerLabel}
        </Button>
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
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
            <FormAlert message={form.alert} />
            <TextAreaField
              label="Reason"
              rows={4}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  Not now
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
