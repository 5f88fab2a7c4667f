import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';

/** While a payment is confirmed: a spinner that says so. */
export function ConfirmingPayment() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <Spinner label={t('subscriptions.payment.confirming')} />
      <p className="text-sm text-stone-600" aria-hidden="true">
        {t('subscriptions.payment.confirming')}
      </p>
    </div>
  );
}

/** Why confirming stopped (the attempts ran out, a call failed), with a way to ask again. */
export function ConfirmationStopped({
  message,
  onCheckAgain,
}: {
  message: string;
  onCheckAgain: () => void;
}) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p role="alert" className="text-sm text-stone-800">
        {message}
      </p>
      <p className="mt-2 text-sm text-stone-600">{t('subscriptions.payment.mayStillCome')}</p>
      <Button className="mt-4" onClick={onCheckAgain}>
        {t('subscriptions.payment.checkAgain')}
      </Button>
    </div>
  );
}

/** A payment that did not go through: what happened and where to go next. */
export function PaymentNotMade({ status, action }: { status: 'failed' | 'abandoned'; action: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p role="alert" className="text-base font-medium text-stone-900">
        {status === 'failed' ? t('subscriptions.payment.declined') : t('subscriptions.payment.notCompleted')}
      </p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
