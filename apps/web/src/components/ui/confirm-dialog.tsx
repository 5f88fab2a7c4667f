import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** The confirming button's name: 'Yes, cancel'. */
  confirmLabel: string;
  /** The button that closes the dialog and does nothing. */
  dismissLabel?: string;
  /** Runs on confirming; the dialog stays open, its buttons disabled, until it settles. */
  onConfirm: () => Promise<unknown>;
};

/** Asks before something that matters happens (cancelling a membership, removing a card). */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirmLabel,
  dismissLabel = 'Not now',
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm leading-6 text-stone-600">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {dismissLabel}
              </Button>
            </Dialog.Close>
            <Button disabled={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
