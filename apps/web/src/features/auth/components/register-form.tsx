import { ZPhone } from '@creators-archive/contract/entities/user';
import { ZRegisterUserRequest } from '@creators-archive/contract/users/register-user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { signUp } from '../../../lib/session';
import { FormAlert } from '../../../components/ui/form-alert';

// An empty phone box means no phone, which the contract expresses as a missing field.
const ZRegisterForm = ZRegisterUserRequest.extend({
  phone: z
    .literal('')
    .transform(() => undefined)
    .or(ZPhone)
    .optional(),
});
type RegisterInput = z.input<typeof ZRegisterForm>;
type RegisterValues = z.output<typeof ZRegisterForm>;

const fieldNames = ['fullName', 'email', 'password', 'phone'] as const;

type RegisterFormProps = { onRegistered: () => void };

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { fullName: '', email: '', password: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signUp(values);
    if (result.success) {
      onRegistered();
      return;
    }
    if (!showServerFieldErrors(result.error, fieldNames, setError)) {
      // A taken e-mail is a 409 without field details; it still belongs beside the e-mail box.
      if (result.error.code === 409) setError('email', { type: 'server', message: result.error.message });
      else setServerError(result.error.message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={serverError} />
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        Create account
      </Button>
    </form>
  );
}
