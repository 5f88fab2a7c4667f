import type { Session } from '@creators-archive/contract';
import { ZVerifyMfaFactorRequest } from '@creators-archive/contract/auth/verify-mfa-factor';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { keepDigits } from '../../../lib/keep-digits';
import { findMfaFactors, verifyMfaCode } from '../api/mfa';

const ZMfaCodeForm = ZVerifyMfaFactorRequest.pick({ code: true });

type MfaCodeFormProps = {
  /** The factor to check against; the first verified one when not given. */
  factorId?: string;
  /** The button's text; "Verify" when not given. */
  submitLabel?: string;
  onVerified: (session: Session) => void;
};

/** Six digits from the authenticator app; a right code answers a new, fully signed-in session. */
export function MfaCodeForm({ factorId, submitLabel, onVerified }: MfaCodeFormProps) {
  const t = useT();
  const form = useContractForm(ZMfaCodeForm, { code: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const id = factorId ?? (await firstVerifiedFactor());
    if (!id) return form.showAlert(t('auth.mfa.noFactor'));
    const result = await verifyMfaCode(id, code);
    if (result.success) onVerified(result.data);
    else form.showServerError(result.error);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        label={t('auth.mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...keepDigits(form.register('code'))}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {submitLabel ?? t('auth.mfa.verify')}
      </Button>
    </form>
  );
}

async function firstVerifiedFactor(): Promise<string | undefined> {
  const factors = await findMfaFactors();
  if (!factors.success) return undefined;
  return factors.data.items.find((factor) => factor.status === 'verified')?.id;
}
