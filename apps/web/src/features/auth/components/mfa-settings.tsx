import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { T, useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { completeSignIn } from '../../../lib/session';
import {
  enrollMfaFactor,
  mfaFactorsQueryOptions,
  unenrollMfaFactor,
  useMfaFactors,
  type EnrolledFactor,
} from '../api/mfa';
import { FormAlert } from '../../../components/ui/form-alert';
import { MfaCodeForm } from './mfa-code-form';
import { UnfinishedFactors } from './unfinished-factors';

/**
 * Turns the authenticator-app check on (QR code, then a first code) and off, and lists set-ups
 * that were started and never finished.
 */
export function MfaSettings() {
  const t = useT();
  const factors = useMfaFactors();
  const queryClient = useQueryClient();
  const [enrolling, setEnrolling] = useState<EnrolledFactor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verified = factors.data?.find((factor) => factor.status === 'verified');

  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaFactorsQueryOptions.queryKey });

  const start = async () => {
    setError(null);
    setBusy(true);
    const result = await enrollMfaFactor();
    setBusy(false);
    if (result.success) setEnrolling(result.data);
    else setError(result.error.message);
  };

  const cancel = async () => {
    if (enrolling) await unenrollMfaFactor(enrolling.id);
    setEnrolling(null);
    await refresh();
  };

  const turnOff = async () => {
    if (!verified) return;
    setBusy(true);
    const result = await unenrollMfaFactor(verified.id);
    setBusy(false);
    if (!result.success) return setError(result.error.message);
    notify.success(t('auth.mfa.turnedOff'));
    await refresh();
  };

  if (enrolling) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-stone-600">{t('auth.mfa.scanPrompt')}</p>
        <img
          src={enrolling.totp.qr_code}
          alt={t('auth.mfa.qrCode')}
          width={176}
          height={176}
          className="rounded-lg border border-stone-200 bg-white p-2"
        />
        <p className="text-sm text-stone-600">
          <T
            id="auth.mfa.typeKey"
            values={{ secret: enrolling.totp.secret }}
            components={{
              0: <code data-testid="totp-secret" className="font-mono text-stone-900 break-all" />,
            }}
          />
        </p>
        <MfaCodeForm
          factorId={enrolling.id}
          submitLabel={t('auth.mfa.turnOn')}
          onVerified={(session) => {
            completeSignIn(session);
            setEnrolling(null);
            notify.success(t('auth.mfa.turnedOn'));
            void refresh();
          }}
        />
        <Button variant="ghost" onClick={() => void cancel()}>
          {t('auth.mfa.cancel')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      {verified ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-stone-700">
            <T id="auth.mfa.isOn" components={{ 0: <strong /> }} />
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            {t('auth.mfa.turnOff')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-stone-700">{t('auth.mfa.isOff')}</p>
          <Button disabled={busy || factors.isPending} onClick={() => void start()}>
            {t('auth.mfa.setUp')}
          </Button>
        </div>
      )}
      <UnfinishedFactors factors={factors.data ?? []} onRemoved={() => void refresh()} />
    </div>
  );
}
