import { ZPhone } from '@creators-archive/contract/entities/user';
import { ZRegisterUserRequest } from '@creators-archive/contract/users/register-user';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { signUp } from '../../../lib/session';

// An empty phone box means no phone, which the contract expresses as a missing field.
const ZRegisterForm = ZRegisterUserRequest.extend({
  phone: z
    .literal('')
    .transform(() => undefined)
    .or(ZPhone)
    .optional(),
});
type RegisterFormProps = { onRegistered: () => void };

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const t = useT();
  const form = useContractForm(ZRegisterForm, { fullName: '', email: '', password: '', phone: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await signUp(values);
    if (result.success) onRegistered();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('auth.register.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.register.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
