import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SubscriptionBadge } from '../../../components/ui/subscription-badge';
import { useSignedInUser } from '../../../lib/session';

export default function BillingRoute() {
  const user = useSignedInUser();

  return (
    <ContentLayout
      title="Billing"
      documentTitle="Payments"
      description="Your membership, payment methods and invoices."
    >
      <section aria-labelledby="plan-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="plan-heading" className="text-sm font-medium text-stone-500">
          Current plan
        </h2>
        {user.subscriptionPlan ? (
          <p className="mt-2 flex items-center gap-3 text-lg font-semibold text-stone-900">
            {user.subscriptionPlan}
            <SubscriptionBadge status={user.subscriptionStatus} />
          </p>
        ) : (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
            <p className="text-lg font-semibold text-stone-900">No membership yet</p>
            <Link to="/join" className={buttonClasses('primary')}>
              Subscribe Now
            </Link>
          </div>
        )}
      </section>
      <EmptyState title="Payment methods and invoices are coming soon">
        Cards, invoices and your payment history will be managed here once payments are live.
      </EmptyState>
    </ContentLayout>
  );
}
