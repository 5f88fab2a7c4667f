import { ZSignInRequest } from '@creators-archive/contract/auth/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { signIn } from '../../../lib/session';
import { FormAlert } from './form-alert';

type LoginInput = z.input<typeof ZSignInRequest>;
type LoginValues = z.output<typeof ZSignInRequest>;

/** Email and password sign-in. The session changes on success; the page decides where to go. */
export function LoginForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await signIn(values);
    if (result.success) return;
    if (!showServerFieldErrors(result.error, ['email', 'password'], setError)) {
      setServerError(result.error.message);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={serverError} />
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        Sign in
      </Button>
    </form>
  );
}
