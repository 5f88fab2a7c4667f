import type { Envelope } from '@creators-archive/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useContractForm } from '../../../hooks/use-contract-form';

type NoteForm = { note: string };

type DecisionDialogProps = {
  /** The button that opens the dialog: 'Confirm', 'Decline'. */
  triggerLabel: string;
  title: string;
  /** What the member is told, said before the note is asked for. */
  description: string;
  noteLabel: string;
  confirmLabel: string;
  /** The contract's body for this decision: whether the note is required. */
  schema: z.ZodType<NoteForm, NoteForm>;
  /** Sends the decision; a refusal is shown beside the note or in the alert. */
  decide: (note: string) => Promise<Envelope<unknown>>;
  /** Runs once the dialog has closed on a decision; the trigger may be gone by then. */
  onDecided: () => void;
};

/** A decision on a booking with the note the member is e-mailed, asked for before it is sent. */
export function DecisionDialog({
  triggerLabel,
  title,
  description,
  noteLabel,
  confirmLabel,
  schema,
  decide,
  onDecided,
}: DecisionDialogProps) {
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState(false);
  const form = useContractForm(schema, { note: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ note }) => {
    const result = await decide(note);
    if (!result.success) {
      form.showServerError(result.error);
      return;
    }
    setDecided(true);
    setOpen(false);
    form.reset();
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
        <Button variant="secondary">{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            if (!decided) return;
            // The booking has left this list with its buttons: focus goes where the list says so.
            setDecided(false);
            event.preventDefault();
            onDecided();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-stone-600">
            {description}
          </Dialog.Description>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
            <FormAlert message={form.alert} />
            <TextAreaField
              label={noteLabel}
              rows={4}
              error={errors.note?.message}
              {...form.register('note')}
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
