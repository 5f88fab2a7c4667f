import { Link, useLocation } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { MembershipSummary } from '../../features/subscriptions/components/membership-summary';
import type { JoinSuccessState } from '../../features/subscriptions/confirm-payment';
import { signInPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';

const signInToBilling = signInPathFor({ pathname: '/account/billing', search: '', hash: '' });

/** After a confirmed payment from /join: the plan and its period, then the dashboard or sign-in. */
export default function JoinSuccessRoute() {
  const session = useSession();
  const state = (useLocation().state ?? null) as Partial<JoinSuccessState> | null;
  const subscription = state?.subscription ?? null;

  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;

  if (session.status === 'signed-out') {
    return (
      <ContentLayout title="Thank you for joining" documentTitle="Thank you for joining">
        <p className="text-base text-stone-700">
          {state?.signInRequired
            ? 'Your membership is active. Sign in to your account to see it.'
            : 'Sign in to your account to see your membership.'}
        </p>
        {subscription && <MembershipSummary subscription={subscription} />}
        <Link to={signInToBilling} className={buttonClasses('primary')}>
          Sign in
        </Link>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Thank you for joining" documentTitle="Thank you for joining">
      {subscription && <p className="text-base text-stone-700">Your membership is active.</p>}
      <MembershipSummary subscription={subscription} />
      <Link to="/dashboard" className={buttonClasses('primary')}>
        Go to your dashboard
      </Link>
    </ContentLayout>
  );
}
