import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLocale, useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { unenrollMfaFactor, type MfaFactor } from '../api/mfa';

type UnfinishedFactorsProps = {
  /** The account's factors; only the unverified ones are listed. */
  factors: MfaFactor[];
  onRemoved: () => void;
};

/**
 * Authenticator set-ups started and never confirmed with a code. They never count at sign-in and
 * lapse on their own; one the member did not start is theirs to remove at once.
 */
export function UnfinishedFactors({ factors, onRemoved }: UnfinishedFactorsProps) {
  const t = useT();
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const unfinished = factors.filter((factor) => factor.status === 'unverified');
  if (unfinished.length === 0) return null;
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : '');

  const remove = async (id: string) => {
    setError(null);
    setRemoving(id);
    const result = await unenrollMfaFactor(id);
    setRemoving(null);
    if (!result.success) return setError(result.error.message);
    notify.success(t('auth.mfa.unfinished.removed'));
    onRemoved();
  };

  return (
    <div className="space-y-3 border-t border-stone-100 pt-4">
      <h3 className="text-sm font-medium text-stone-900">{t('auth.mfa.unfinished.title')}</h3>
      <p className="text-sm leading-6 text-stone-600">{t('auth.mfa.unfinished.explanation')}</p>
      <FormAlert message={error} />
      <ul className="divide-y divide-stone-100" aria-label={t('auth.mfa.unfinished.title')}>
        {unfinished.map((factor) => {
          const started = dateTime(factor.createdAt);
          return (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="text-sm text-stone-700">
                {t('auth.mfa.unfinished.times', { started, lapses: dateTime(factor.expiresAt) })}
              </p>
              <Button
                variant="secondary"
                disabled={removing !== null}
                aria-label={t('auth.mfa.unfinished.removeStarted', { started })}
                onClick={() => void remove(factor.id)}
              >
                {t('auth.mfa.unfinished.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
