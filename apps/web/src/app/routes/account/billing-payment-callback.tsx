import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export default function BillingPaymentCallbackRoute() {
  return (
    <ContentLayout title="Confirming your payment" documentTitle="Confirming your payment">
      <EmptyState
        title="Payments are not live yet"
        action={
          <Link to="/account/billing" className={buttonClasses('secondary')}>
            Back to billing
          </Link>
        }
      >
        There is no payment to confirm: nothing has been charged.
      </EmptyState>
    </ContentLayout>
  );
}
