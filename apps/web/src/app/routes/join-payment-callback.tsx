import { Link, Navigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import {
  ConfirmationStopped,
  ConfirmingPayment,
  PaymentNotMade,
} from '../../features/subscriptions/components/payment-outcome';
import {
  confirmJoinPayment,
  referenceFrom,
  type JoinSuccessState,
} from '../../features/subscriptions/confirm-payment';
import { usePoll } from '../../hooks/use-poll';
import { useT } from '../../i18n/use-t';

/**
 * Where the payment provider sends the browser back after a payment started on /join. The
 * payment is verified until it is decided; a visitor whose payment made their account is signed
 * in on the way to /join/success.
 */
export default function JoinPaymentCallbackRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const reference = referenceFrom(searchParams);
  const { result, checkAgain } = usePoll(reference, (isWanted) =>
    confirmJoinPayment(reference ?? '', isWanted),
  );

  if (!reference) {
    return (
      <ContentLayout title={t('join.callback.title')} documentTitle={t('join.callback.title')}>
        <EmptyState
          title={t('join.callback.noReference.title')}
          action={
            <Link to="/join" className={buttonClasses('secondary')}>
              {t('join.callback.back')}
            </Link>
          }
        >
          {t('join.callback.noReference.text')}
        </EmptyState>
      </ContentLayout>
    );
  }

  if (result?.kind === 'settled' && result.value.status === 'success') {
    const state: JoinSuccessState = {
      subscription: result.value.subscription,
      signInRequired: result.value.signInRequired,
    };
    return <Navigate to="/join/success" state={state} replace />;
  }

  const tryAgain = (
    <Link to="/join" className={buttonClasses('primary')}>
      {t('join.callback.tryAgain')}
    </Link>
  );

  return (
    <ContentLayout title={t('join.callback.title')} documentTitle={t('join.callback.title')}>
      {(result === null || result.kind === 'stopped') && <ConfirmingPayment />}
      {result?.kind === 'exhausted' && (
        <ConfirmationStopped message={result.message} onCheckAgain={checkAgain} />
      )}
      {result?.kind === 'failed' && (
        <ConfirmationStopped message={result.error.message} onCheckAgain={checkAgain} />
      )}
      {result?.kind === 'settled' &&
        (result.value.status === 'failed' || result.value.status === 'abandoned') && (
          <PaymentNotMade status={result.value.status} action={tryAgain} />
        )}
    </ContentLayout>
  );
}
