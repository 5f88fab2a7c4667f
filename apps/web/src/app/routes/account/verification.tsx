import { VERIFICATION_MIN_WORKS } from '@creators-archive/contract/verification/verification-request';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import {
  useMyVerification,
  type MyVerification,
} from '../../../features/verification/api/get-my-verification';
import { VerificationForm } from '../../../features/verification/components/verification-form';
import { VerificationHistory } from '../../../features/verification/components/verification-history';
import { formatDate } from '../../../lib/dates';
import { refreshCurrentUser, useSignedInUser } from '../../../lib/session';

/**
 * The vetted program from the member's side: the badge once verified, the membership it needs,
 * and otherwise the application form when they may apply, or why not, with their applications.
 * The member is read again on arrival, so an approval shows without signing in again.
 */
export default function VerificationRoute() {
  const user = useSignedInUser();

  useEffect(() => {
    void refreshCurrentUser();
  }, []);

  return (
    <ContentLayout
      title="Verification"
      documentTitle="Verification"
      description={
        <p>
          The <Link to="/vetted-program">Vetted Program</Link> confirms who you are and the quality of your
          work.
        </p>
      }
    >
      {user.verified ? (
        <Verified />
      ) : user.subscriptionStatus !== 'active' ? (
        <EmptyState
          title="Verification needs an active membership"
          action={
            <Link to="/join" className={buttonClasses('primary')}>
              Subscribe Now
            </Link>
          }
        >
          Members with an active subscription can apply to the Vetted Program.
        </EmptyState>
      ) : (
        <Application />
      )}
    </ContentLayout>
  );
}

function Verified() {
  return (
    <EmptyState title="You are verified" action={<VerifiedBadge />}>
      Your profile and your card in the directory show the verified badge.
    </EmptyState>
  );
}

function Application() {
  const verification = useMyVerification();

  if (verification.isPending) return <Spinner label="Loading your verification" />;
  if (verification.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {verification.error.message}
      </p>
    );
  }

  const mine = verification.data;
  if (mine.verified) return <Verified />;

  return (
    <>
      {mine.canApply ? <VerificationForm /> : <WhyNotYet verification={mine} />}
      {(mine.requests.length > 0 || !mine.canApply) && <VerificationHistory requests={mine.requests} />}
    </>
  );
}

/** Why the member cannot apply now, in the API's words, with what they can do about it. */
function WhyNotYet({ verification }: { verification: MyVerification }) {
  const { reason, message, readyWorks, canApplyFrom } = verification;
  return (
    <section
      aria-label="Why you cannot apply yet"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <p className="text-sm text-stone-900">{message}</p>
      {reason === 'too_few_works' && (
        <p className="text-sm text-stone-600">
          {readyWorks} of {VERIFICATION_MIN_WORKS} works ready.{' '}
          <Link to="/account/portfolio" className="font-medium text-stone-900 underline">
            Add work to your portfolio
          </Link>
        </p>
      )}
      {reason === 'rejected_recently' && canApplyFrom && (
        <p className="text-sm text-stone-600">You can apply again from {formatDate(canApplyFrom)}.</p>
      )}
      {reason === 'subscription_required' && (
        <Link to="/join" className={buttonClasses('primary')}>
          Subscribe Now
        </Link>
      )}
    </section>
  );
}
