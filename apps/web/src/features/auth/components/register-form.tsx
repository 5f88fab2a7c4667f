import { ZPhone } from '@creators-archive/contract/entities/user';
import { ZRegisterUserRequest } from '@creators-archive/contract/users/register-user';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
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
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        Create account
      </Button>
    </form>
  );
}
