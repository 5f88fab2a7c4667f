import { ZRequestEmailChangeRequest } from '@creators-archive/contract/users/request-email-change';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { requestEmailChange } from '../api/account';

/** The address changes once the link sent to the new one is opened. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    alert,
    showServerError,
    formState: { errors, isSubmitting },
  } = useContractForm(ZRequestEmailChangeRequest, { email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestEmailChange(values);
    if (!result.success) return showServerError(result.error);
    // The address as the member typed it, not as the request normalised it.
    setSentTo(getValues('email').trim());
    reset();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        You sign in with <strong>{currentEmail}</strong>.
      </p>
      {sentTo && (
        <p role="status" className="text-sm text-emerald-800">
          We sent a link to {sentTo}. Open it to start using that address.
        </p>
      )}
      <FormAlert message={alert} />
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Change email
      </Button>
    </form>
  );
}
