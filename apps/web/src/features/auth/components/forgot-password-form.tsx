import { ZRequestPasswordResetRequest } from '@creators-archive/contract/auth/request-password-reset';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { T, useT } from '../../../i18n/use-t';
import { requestPasswordReset } from '../api/password-reset';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(ZRequestPasswordResetRequest, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await requestPasswordReset(values);
    // The address as the visitor typed it, not as the request normalised it.
    if (result.success) setSentTo(form.getValues('email').trim());
    else form.showServerError(result.error);
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm leading-6 text-stone-700"
      >
        <T id="auth.forgotPassword.sent" values={{ email: sentTo }} components={{ 0: <strong /> }} />
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('auth.forgotPassword.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
