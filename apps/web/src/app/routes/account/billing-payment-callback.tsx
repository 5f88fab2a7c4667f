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
import { useT } from '../../../i18n/use-t';

/**
 * Where the payment provider sends the browser back after a payment started on the billing page
 * (a plan, a renewal, a card check): the payment is verified, the membership read until it is
 * settled, and the member goes back to billing with a toast.
 */
export default function BillingPaymentCallbackRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const reference = referenceFrom(searchParams);
  const client = useQueryClient();
  const { result, checkAgain } = usePoll(reference, (isWanted) =>
    confirmBillingPayment(reference ?? '', isWanted, client),
  );

  const backToBilling = (
    <Link to="/account/billing" className={buttonClasses('secondary')}>
      {t('billing.callback.backToBilling')}
    </Link>
  );

  if (!reference) {
    return (
      <ContentLayout title={t('billing.callback.title')} documentTitle={t('billing.callback.title')}>
        <EmptyState title={t('billing.callback.noReference')} action={backToBilling}>
          {t('billing.callback.noReferenceText')}
        </EmptyState>
      </ContentLayout>
    );
  }

  if (result?.kind === 'settled' && result.value.status === 'paid') {
    return <Navigate to="/account/billing" replace />;
  }

  return (
    <ContentLayout title={t('billing.callback.title')} documentTitle={t('billing.callback.title')}>
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
