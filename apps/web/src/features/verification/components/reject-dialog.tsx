import { ZDecisionReason } from '@creators-archive/contract/admin/reject-verification-request';
import { VERIFICATION_REAPPLY_DAYS } from '@creators-archive/contract/verification/verification-request';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { ApiRequestError } from '../../../lib/query-client';
import { useRejectVerificationRequest } from '../api/decide-verification-request';

type RejectDialogProps = {
  requestId: string;
  memberName: string;
  disabled?: boolean;
  onRejected: () => void;
};

/** Rejecting asks for the reason the member is e-mailed, then for the decision itself. */
export function RejectDialog({ requestId, memberName, disabled = false, onRejected }: RejectDialogProps) {
  const [open, setOpen] = useState(false);
  const reject = useRejectVerificationRequest();
  const form = useContractForm(ZDecisionReason, { reason: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ id: requestId, reason });
      setOpen(false);
      onRejected();
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
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">
            Reject {memberName}’s application?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-stone-600">
            The member is e-mailed this reason and may apply again after {VERIFICATION_REAPPLY_DAYS} days.
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
                Yes, reject
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
