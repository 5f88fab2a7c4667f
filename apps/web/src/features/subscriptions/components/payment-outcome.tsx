import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** While a payment is confirmed: a spinner that says so. */
export function ConfirmingPayment() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <Spinner label="Confirming your payment…" />
      <p className="text-sm text-stone-600" aria-hidden="true">
        Confirming your payment…
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
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p role="alert" className="text-sm text-stone-800">
        {message}
      </p>
      <p className="mt-2 text-sm text-stone-600">
        Your payment may still be on its way. Nothing is charged twice by checking again.
      </p>
      <Button className="mt-4" onClick={onCheckAgain}>
        Check again
      </Button>
    </div>
  );
}

/** A payment that did not go through: what happened and where to go next. */
export function PaymentNotMade({ status, action }: { status: 'failed' | 'abandoned'; action: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p role="alert" className="text-base font-medium text-stone-900">
        {status === 'failed'
          ? 'Your payment was declined. Nothing was charged.'
          : 'The payment was not completed. Nothing was charged.'}
      </p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
