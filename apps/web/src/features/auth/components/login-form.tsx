import { ZSignInRequest } from '@creators-archive/contract/auth/sign-in';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { abandonSignIn, completeSignIn, signIn } from '../../../lib/session';
import { MfaCodeForm } from './mfa-code-form';

/**
 * Email and password sign-in, then the authenticator code when the account has one. The session
 * changes on success; the page decides where to go.
 */
export function LoginForm() {
  const t = useT();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useContractForm(ZSignInRequest, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await signIn(values);
    if (!result.success) return form.showServerError(result.error);
    if (result.data.mfa_required) setNeedsCode(true);
  });

  if (needsCode) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-stone-600">{t('auth.login.codePrompt')}</p>
        <MfaCodeForm onVerified={completeSignIn} />
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            abandonSignIn();
            setNeedsCode(false);
          }}
        >
          {t('auth.login.useAnotherAccount')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
