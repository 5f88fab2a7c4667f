import { ZConfirmPasswordResetRequest } from '@creators-archive/contract/auth/confirm-password-reset';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { pageLanguage } from '../../../i18n/i18n';
import { translator, useT } from '../../../i18n/use-t';
import { confirmPasswordReset } from '../api/password-reset';

// The new password typed twice; whether they match is asked only once the password itself is fine.
// The message is written when the form is checked, in the page's language.
const ZResetPasswordForm = ZConfirmPasswordResetRequest.pick({ password: true })
  .extend({ repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    error: () => translator(pageLanguage())('auth.resetPassword.passwordsDiffer'),
    path: ['repeat'],
    when: ({ issues }) => issues.length === 0,
  });

/** Sets a new password from a reset link's token; every sign-in of the account ends. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const t = useT();
  const form = useContractForm(ZResetPasswordForm, { password: '', repeat: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await confirmPasswordReset({ token, password });
    if (result.success) onReset();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('auth.resetPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.resetPassword.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...form.register('repeat')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
