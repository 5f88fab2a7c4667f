import { ZSignInRequest } from '@creators-archive/contract/auth/sign-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { abandonSignIn, completeSignIn, signIn } from '../../../lib/session';
import { FormAlert } from '../../../components/ui/form-alert';
import { MfaCodeForm } from './mfa-code-form';

type LoginInput = z.input<typeof ZSignInRequest>;
type LoginValues = z.output<typeof ZSignInRequest>;

/**
 * Email and password sign-in, then the authenticator code when the account has one. The session
 * changes on success; the page decides where to go.
 */
export function LoginForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
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
    if (result.success) {
      if (result.data.mfa_required) setNeedsCode(true);
      return;
    }
    if (!showServerFieldErrors(result.error, ['email', 'password'], setError)) {
      setServerError(result.error.message);
    }
  });

  if (needsCode) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-stone-600">
          Open your authenticator app and enter the code it shows for Creators Archive.
        </p>
        <MfaCodeForm onVerified={completeSignIn} />
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            abandonSignIn();
            setNeedsCode(false);
          }}
        >
          Use another account
        </Button>
      </div>
    );
  }

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
