import { ZMfaCode } from '@creators-archive/contract/auth/verify-mfa-factor';
import { ZDeleteMeRequest } from '@creators-archive/contract/users/delete-me';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { keepDigits } from '../../../lib/keep-digits';
import { deleteMe } from '../api/account';

export const DELETE_CONFIRMATION = 'DELETE';

/** The request, with the code only when two-step sign-in is on, and the word typed out. */
function deleteAccountForm(needsCode: boolean) {
  return ZDeleteMeRequest.extend({
    code: needsCode ? ZMfaCode : z.string().transform(() => undefined),
    confirmation: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm` }),
  });
}

/** Deleting needs the password, the code when two-step sign-in is on, and the word typed out. */
export function DeleteAccount({ needsCode, onDeleted }: { needsCode: boolean; onDeleted: () => void }) {
  const schema = useMemo(() => deleteAccountForm(needsCode), [needsCode]);
  const form = useContractForm(schema, { password: '', code: '', confirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    const result = await deleteMe({ password, ...(code === undefined ? {} : { code }) });
    if (result.success) onDeleted();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm leading-6 text-stone-600">
        This removes your profile, portfolio and sign-ins for good. Invoices are kept for accounting, without
        your name.
      </p>
      <FormAlert message={form.alert} />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {needsCode && (
        <TextField
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...keepDigits(form.register('code'))}
        />
      )}
      <TextField
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        autoComplete="off"
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      <Button
        type="submit"
        disabled={isSubmitting || form.watch('confirmation') !== DELETE_CONFIRMATION}
        className="bg-red-700 hover:bg-red-800"
      >
        Delete my account
      </Button>
    </form>
  );
}
