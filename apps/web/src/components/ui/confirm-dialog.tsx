import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { FormAlert } from './form-alert';

type AlertDialogFrameProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** What happens on confirming, said first; it describes the dialog to assistive technology. */
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Room for a form's fields: wider than a dialog that only asks. */
  wide?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  /** The buttons, or the form that holds them, below the description. */
  children: ReactNode;
};

/** Every confirming dialog: an alertdialog named by its title and described by what it says first. */
function AlertDialogFrame({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  wide = false,
  onCloseAutoFocus,
  children,
}: AlertDialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ${
            wide ? 'w-[min(32rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'
          }`}
        >
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm leading-6 text-stone-600">{description}</div>
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type DialogButtonsProps = {
  confirmLabel: string;
  /** 'Not now' unless given. */
  dismissLabel: string | undefined;
  /** While the confirmation is sent: both buttons are disabled and the dialog stays open. */
  busy: boolean;
  /** Without it, the confirming button sends the form it is in. */
  onConfirm?: () => void;
};

/** Dismiss, then confirm. */
function DialogButtons({ confirmLabel, dismissLabel, busy, onConfirm }: DialogButtonsProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={busy}>
          {dismissLabel ?? t('common.notNow')}
        </Button>
      </Dialog.Close>
      <Button type={onConfirm ? 'button' : 'submit'} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** The confirming button's name: 'Yes, cancel'. */
  confirmLabel: string;
  /** The button that closes the dialog and does nothing: 'Not now' unless given. */
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
  dismissLabel,
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
    <AlertDialogFrame
      trigger={trigger}
      title={title}
      description={children}
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
    >
      <div className="mt-6">
        <DialogButtons
          confirmLabel={confirmLabel}
          dismissLabel={dismissLabel}
          busy={busy}
          onConfirm={() => void confirm()}
        />
      </div>
    </AlertDialogFrame>
  );
}

type FormDialogProps = Omit<AlertDialogFrameProps, 'wide'> & {
  confirmLabel: string;
  /** 'Not now' unless given. */
  dismissLabel?: string;
  /** Checks and sends the form; the dialog's owner closes it once that succeeds. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What went wrong about no one field (the API's answer), shown above the fields. */
  alert: string | null;
  submitting: boolean;
};

/**
 * A confirmation that asks for something first (a reason, some days): the fields are the
 * caller's, the form is the dialog's, and a failure stays in the dialog.
 */
export function FormDialog({
  confirmLabel,
  dismissLabel,
  onSubmit,
  alert,
  submitting,
  children,
  ...frame
}: FormDialogProps) {
  return (
    <AlertDialogFrame {...frame} wide>
      <form onSubmit={onSubmit} noValidate aria-busy={submitting} className="mt-4 space-y-4">
        <FormAlert message={alert} />
        {children}
        <DialogButtons confirmLabel={confirmLabel} dismissLabel={dismissLabel} busy={submitting} />
      </form>
    </AlertDialogFrame>
  );
}
