import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
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

/** Turns the authenticator-app check on (QR code, then a first code) and off. */
export function MfaSettings() {
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
    notify.success('Two-step sign-in is off');
    await refresh();
  };

  if (enrolling) {
    return (
      <div className="space-y-4">
        <p className="text-sm leading-6 text-stone-600">
          Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then enter the
          6-digit code it shows.
        </p>
        <img
          src={enrolling.totp.qr_code}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded-lg border border-stone-200 bg-white p-2"
        />
        <p className="text-sm text-stone-600">
          Or type this key:{' '}
          <code data-testid="totp-secret" className="font-mono text-stone-900 break-all">
            {enrolling.totp.secret}
          </code>
        </p>
        <MfaCodeForm
          factorId={enrolling.id}
          submitLabel="Turn on"
          onVerified={(session) => {
            completeSignIn(session);
            setEnrolling(null);
            notify.success('Two-step sign-in is on');
            void refresh();
          }}
        />
        <Button variant="ghost" onClick={() => void cancel()}>
          Cancel
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
            <strong>On.</strong> Signing in asks for a code from your authenticator app.
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            Turn off two-step sign-in
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-stone-700">
            Add a code from an authenticator app to every sign-in, so a stolen password is not enough.
          </p>
          <Button disabled={busy || factors.isPending} onClick={() => void start()}>
            Set up two-step sign-in
          </Button>
        </div>
      )}
    </div>
  );
}
