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
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { refreshCurrentUser, useSignedInUser } from '../../../lib/session';

/**
 * The vetted program from the member's side: the badge once verified, the membership it needs,
 * and otherwise the application form when they may apply, or why not, with their applications.
 * The member is read again on arrival, so an approval shows without signing in again.
 */
export default function VerificationRoute() {
  const t = useT();
  const user = useSignedInUser();

  useEffect(() => {
    void refreshCurrentUser();
  }, []);

  return (
    <ContentLayout
      title={t('verification.title')}
      documentTitle={t('verification.title')}
      description={
        <p>
          <T id="verification.description" components={{ 0: <Link to="/vetted-program" /> }} />
        </p>
      }
    >
      {user.verified ? (
        <Verified />
      ) : user.subscriptionStatus !== 'active' ? (
        <EmptyState
          title={t('verification.needsMembership.title')}
          action={
            <Link to="/join" className={buttonClasses('primary')}>
              {t('verification.subscribeNow')}
            </Link>
          }
        >
          {t('verification.needsMembership.text')}
        </EmptyState>
      ) : (
        <Application />
      )}
    </ContentLayout>
  );
}

function Verified() {
  const t = useT();
  return (
    <EmptyState title={t('verification.verified.title')} action={<VerifiedBadge />}>
      {t('verification.verified.text')}
    </EmptyState>
  );
}

function Application() {
  const t = useT();
  const verification = useMyVerification();

  if (verification.isPending) return <Spinner label={t('verification.loading')} />;
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
  const t = useT();
  const locale = useLocale();
  const { reason, message, readyWorks, canApplyFrom } = verification;
  return (
    <section
      aria-label={t('verification.whyNotYet.label')}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <p className="text-sm text-stone-900">{message}</p>
      {reason === 'too_few_works' && (
        <p className="text-sm text-stone-600">
          <T
            id="verification.whyNotYet.worksReady"
            values={{ ready: readyWorks, needed: VERIFICATION_MIN_WORKS }}
            components={{
              0: <Link to="/account/portfolio" className="font-medium text-stone-900 underline" />,
            }}
          />
        </p>
      )}
      {reason === 'rejected_recently' && canApplyFrom && (
        <p className="text-sm text-stone-600">
          {t('verification.whyNotYet.applyAgainFrom', { date: formatDate(canApplyFrom, locale) })}
        </p>
      )}
      {reason === 'subscription_required' && (
        <Link to="/join" className={buttonClasses('primary')}>
          {t('verification.subscribeNow')}
        </Link>
      )}
    </section>
  );
}
