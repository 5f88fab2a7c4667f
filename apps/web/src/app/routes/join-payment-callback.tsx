import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

export default function JoinPaymentCallbackRoute() {
  return (
    <ContentLayout title="Confirming your payment" documentTitle="Confirming your payment">
      <EmptyState
        title="Payments are not live yet"
        action={
          <Link to="/join" className={buttonClasses('secondary')}>
            Back to membership
          </Link>
        }
      >
        There is no payment to confirm: membership payments open soon and nothing has been charged.
      </EmptyState>
    </ContentLayout>
  );
}
