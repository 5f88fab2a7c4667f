import { useRef, type ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useT } from '../../i18n/use-t';
import { FormDialog } from './confirm-dialog';
import { TextAreaField } from './text-area-field';

type TextBody<Name extends string> = Record<Name, string>;

type ReasonDialogProps<Name extends string> = {
  /** The button that opens the dialog: 'Reject', 'Suspend'. */
  trigger: ReactNode;
  title: string;
  /** What happens on confirming, said before the text is asked for. */
  description: ReactNode;
  /** The contract's body of the request: one text field, `name`, checked as the API checks it. */
  schema: z.ZodType<TextBody<Name>, TextBody<Name>>;
  name: Name;
  /** The text field's label: 'Reason' unless given. */
  label?: string;
  /** The confirming button's name: 'Yes, reject'. */
  confirmLabel: string;
  /** The button that closes the dialog and does nothing. */
  dismissLabel?: string;
  /**
   * Sends the text once it passes the schema; the dialog stays open, its buttons disabled, until
   * it settles. What it throws is shown in the dialog: an API error beside the field it names or
   * above the field, anything else above the field.
   */
  onConfirm: (text: string) => Promise<unknown>;
  /**
   * Runs once the dialog has closed after a confirmation, in place of focus returning to the
   * button that opened it (which may be gone by then).
   */
  onClosed?: () => void;
};

/** A confirmation that asks for a written reason or note first: the one the member is e-mailed. */
export function ReasonDialog<Name extends string>({
  trigger,
  title,
  description,
  schema,
  name,
  label,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onClosed,
}: ReasonDialogProps<Name>) {
  const t = useT();
  const confirmed = useRef(false);
  const { form, dialog } = useFormDialog(
    schema,
    { [name]: '' } as DefaultValues<TextBody<Name>>,
    (body) => onConfirm(body[name]),
    () => {
      confirmed.current = true;
    },
  );
  const error = form.formState.errors[name]?.message as string | undefined;

  return (
    <FormDialog
      {...dialog}
      trigger={trigger}
      title={title}
      description={description}
      onCloseAutoFocus={(event) => {
        if (!confirmed.current) return;
        confirmed.current = false;
        if (!onClosed) return;
        event.preventDefault();
        onClosed();
      }}
      confirmLabel={confirmLabel}
      dismissLabel={dismissLabel}
    >
      <TextAreaField
        label={label ?? t('form.reason')}
        rows={4}
        error={error}
        {...form.register(name as unknown as Path<TextBody<Name>>)}
      />
    </FormDialog>
  );
}
