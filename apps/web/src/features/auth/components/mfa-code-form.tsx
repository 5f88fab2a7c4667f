import type { ApiError, Session } from '@creators-archive/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/form-errors';
import { findMfaFactors, verifyMfaCode } from '../api/mfa';
import { FormAlert } from '../../../components/ui/form-alert';

type MfaCodeFormProps = {
  /** The factor to check against; the first verified one when not given. */
  factorId?: string;
  submitLabel?: string;
  onVerified: (session: Session) => void;
};

/** Six digits from the authenticator app; a right code answers a new, fully signed-in session. */
export function MfaCodeForm({ factorId, submitLabel = 'Verify', onVerified }: MfaCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field?: string; general?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError({ field: 'Enter the 6-digit code from your authenticator app' });
      return;
    }
    setSubmitting(true);
    setError({});
    try {
      const id = factorId ?? (await firstVerifiedFactor());
      if (!id) {
        setError({ general: 'No authenticator app is set up for this account.' });
        return;
      }
      const result = await verifyMfaCode(id, code.trim());
      if (result.success) {
        onVerified(result.data);
        return;
      }
      showError(result.error);
    } finally {
      setSubmitting(false);
    }
  };

  const showError = (apiError: ApiError) => {
    const field = fieldErrorsOf(apiError).code;
    setError(field ? { field } : { general: apiError.message });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormAlert message={error.general ?? null} />
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error.field}
      />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}

async function firstVerifiedFactor(): Promise<string | undefined> {
  const factors = await findMfaFactors();
  if (!factors.success) return undefined;
  return factors.data.items.find((factor) => factor.status === 'verified')?.id;
}
