import { useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../lib/query-client';
import { useContractForm } from './use-contract-form';

/**
 * A FormDialog's form, checked with the contract's schema: sending closes the dialog, empties the
 * form and runs `onDone`; a failure keeps the dialog open with the API's answer beside the field
 * it names or in the alert. Closing the dialog empties the form, except while it is being sent.
 * `dialog` is spread on the FormDialog.
 */
export function useFormDialog<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  send: (body: Output) => Promise<unknown>,
  onDone?: () => void,
) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(schema, defaultValues);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
    } catch (error) {
      if (error instanceof ApiRequestError) form.showServerError(error);
      else form.showAlert((error as Error).message);
      return;
    }
    setOpen(false);
    form.reset();
    onDone?.();
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
