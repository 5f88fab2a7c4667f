import type { ApiError } from '@creators-archive/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_ALERT, showServerError } from '../lib/form-errors';
import { zodInPageLanguage } from '../lib/zod-language';

/**
 * Every form of the app: react-hook-form, checked in the browser with the contract's schema of the
 * request it sends (extended where the form asks for more, such as a repeated password), so a
 * field shows the message the server would give before anything is sent. `showServerError` puts a
 * failed answer beside the fields it names, or in `alert` for the form's FormAlert; `showAlert`
 * is for what the form finds out itself. The alert clears when the form is sent again.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const check = zodResolver(schema);
  // Zod's own messages speak the page's language before the first check (lib/zod-language.ts).
  const resolver: Resolver<Input, unknown, Output> = async (...args) => {
    await zodInPageLanguage();
    return check(...args);
  };
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const fieldNames = Object.keys(defaultValues) as Path<Input>[];
  return {
    ...form,
    alert: form.formState.errors.root?.alert?.message ?? null,
    showServerError: (error: ApiError) => showServerError(error, fieldNames, form.setError),
    showAlert: (message: string) => form.setError(FORM_ALERT, { type: 'client', message }),
  };
}
