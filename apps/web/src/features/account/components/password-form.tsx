import { ZChangePasswordRequest } from '@creators-archive/contract/users/change-password';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/account';

/** Needs the current password; the account's other sign-ins end. */
export function PasswordForm() {
  const t = useT();
  const form = useContractForm(ZChangePasswordRequest, { currentPassword: '', newPassword: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (!result.success) return form.showServerError(result.error);
    form.reset();
    notify.success(t('account.password.changed'));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormAlert message={form.alert} />
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.password.submit')}
      </Button>
    </form>
  );
}
