import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { BillingDetailsSection } from '../../../features/billing/components/billing-details-form';
import { InvoiceList } from '../../../features/billing/components/invoice-list';
import { PaymentMethods } from '../../../features/billing/components/payment-methods';
import { useMySubscription } from '../../../features/subscriptions/api/get-my-subscription';
import { ChangePlan } from '../../../features/subscriptions/components/change-plan';
import { MembershipCard } from '../../../features/subscriptions/components/membership-card';
import { RenewNow } from '../../../features/subscriptions/components/renew-now';
import { TransactionList } from '../../../features/subscriptions/components/transaction-list';
import { useT } from '../../../i18n/use-t';
import { useSignedInUser } from '../../../lib/session';

/**
 * The member's membership (plan, state, dates, cancel and reactivate), the plans to subscribe
 * again or change to, saved cards, invoices and credit notes, the billing details printed on later
 * invoices, and every payment. `?renew=1` is the pay-now link e-mailed to a member without a saved
 * card: the page offers to pay for the current plan at once.
 */
export default function BillingRoute() {
  const t = useT();
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const membership = useMySubscription();

  return (
    <ContentLayout
      title={t('billing.title')}
      documentTitle={t('billing.documentTitle')}
      description={t('billing.description')}
    >
      {searchParams.get('renew') === '1' && <RenewNow />}
      <MembershipCard />
      <ChangePlan country={user.country} />
      <PaymentMethods currency={membership.data?.currency} />
      <InvoiceList />
      <BillingDetailsSection />
      <TransactionList />
    </ContentLayout>
  );
}
