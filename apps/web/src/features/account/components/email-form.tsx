import { ZRequestEmailChangeRequest } from '@creators-archive/contract/users/request-email-change';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { T, useT } from '../../../i18n/use-t';
import { requestEmailChange } from '../api/account';

/** The address changes once the link sent to the new one is opened. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
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
        <T id="account.email.current" values={{ email: currentEmail }} components={{ 0: <strong /> }} />
      </p>
      {sentTo && (
        <p role="status" className="text-sm text-emerald-800">
          {t('account.email.sent', { email: sentTo })}
        </p>
      )}
      <FormAlert message={form.alert} />
      <TextField
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('account.email.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.email.submit')}
      </Button>
    </form>
  );
}
