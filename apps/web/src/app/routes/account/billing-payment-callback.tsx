import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  ConfirmationStopped,
  ConfirmingPayment,
  PaymentNotMade,
} from '../../../features/subscriptions/components/payment-outcome';
import { confirmBillingPayment, referenceFrom } from '../../../features/subscriptions/confirm-payment';
import { usePoll } from '../../../hooks/use-poll';

/**
 * Where the payment provider sends the browser back after a payment started on the billing page
 * (a plan, a renewal, a card check): the payment is verified, the membership read until it is
 * settled, and the member goes back to billing with a toast.
 */
export default function BillingPaymentCallbackRoute() {
  const [searchParams] = useSearchParams();
  const reference = referenceFrom(searchParams);
  const client = useQueryClient();
  const { result, checkAgain } = usePoll(reference, (isWanted) =>
    confirmBillingPayment(reference ?? '', isWanted, client),
  );

  const backToBilling = (
    <Link to="/account/billing" className={buttonClasses('secondary')}>
      Back to billing
    </Link>
  );

  if (!reference) {
    return (
      <ContentLayout title="Confirming your payment" documentTitle="Confirming your payment">
        <EmptyState title="No payment to confirm" action={backToBilling}>
          This address has no payment reference, so there is nothing to confirm.
        </EmptyState>
      </ContentLayout>
    );
  }

  if (result?.kind === 'settled' && result.value.status === 'paid') {
    return <Navigate to="/account/billing" replace />;
  }

  return (
    <ContentLayout title="Confirming your payment" documentTitle="Confirming your payment">
      {(result === null || result.kind === 'stopped') && <ConfirmingPayment />}
      {result?.kind === 'exhausted' && (
        <ConfirmationStopped message={result.message} onCheckAgain={checkAgain} />
      )}
      {result?.kind === 'failed' && (
        <ConfirmationStopped message={result.error.message} onCheckAgain={checkAgain} />
      )}
      {result?.kind === 'settled' && result.value.status !== 'paid' && (
        <PaymentNotMade status={result.value.status} action={backToBilling} />
      )}
    </ContentLayout>
  );
}
