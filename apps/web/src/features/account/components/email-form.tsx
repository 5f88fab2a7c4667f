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
  const form = useContractForm(ZRequestEmailChangeRequest, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await requestEmailChange(values);
    if (!result.success) return form.showServerError(result.error);
    // The address as the member typed it, not as the request normalised it.
    setSentTo(form.getValues('email').trim());
    form.reset();
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
      <FormAlert message={form.alert} />
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Change email
      </Button>
    </form>
  );
}
