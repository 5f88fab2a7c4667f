import { ZMfaCode } from '@creators-archive/contract/auth/verify-mfa-factor';
import { ZDeleteMeRequest } from '@creators-archive/contract/users/delete-me';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { pageLanguage } from '../../../i18n/i18n';
import { translator, useT } from '../../../i18n/use-t';
import { keepDigits } from '../../../lib/keep-digits';
import { endEverySession } from '../../../lib/session';
import { deleteMe } from '../api/account';

export const DELETE_CONFIRMATION = 'DELETE';

/**
 * The request, with the code only when two-step sign-in is on, and the word typed out. The word
 * stays DELETE in every language; the message asking for it is written when the form is checked,
 * in the page's language.
 */
function deleteAccountForm(needsCode: boolean) {
  return ZDeleteMeRequest.extend({
    code: needsCode ? ZMfaCode : z.string().transform(() => undefined),
    confirmation: z.literal(DELETE_CONFIRMATION, {
      error: () => translator(pageLanguage())('account.delete.confirmation', { word: DELETE_CONFIRMATION }),
    }),
  });
}

/** Deleting needs the password, the code when two-step sign-in is on, and the word typed out. */
export function DeleteAccount({ needsCode, onDeleted }: { needsCode: boolean; onDeleted: () => void }) {
  const t = useT();
  const schema = useMemo(() => deleteAccountForm(needsCode), [needsCode]);
  const form = useContractForm(schema, { password: '', code: '', confirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    const result = await endEverySession(() =>
      deleteMe({ password, ...(code === undefined ? {} : { code }) }),
    );
    if (result.success) onDeleted();
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm leading-6 text-stone-600">{t('account.delete.warning')}</p>
      <FormAlert message={form.alert} />
      <TextField
        label={t('account.delete.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {needsCode && (
        <TextField
          label={t('account.delete.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...keepDigits(form.register('code'))}
        />
      )}
      <TextField
        label={t('account.delete.confirmation', { word: DELETE_CONFIRMATION })}
        autoComplete="off"
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      <Button
        type="submit"
        disabled={isSubmitting || form.watch('confirmation') !== DELETE_CONFIRMATION}
        className="bg-red-700 hover:bg-red-800"
      >
        {t('account.delete.submit')}
      </Button>
    </form>
  );
}
