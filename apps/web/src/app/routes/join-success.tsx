import { Link, useLocation } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { MembershipSummary } from '../../features/subscriptions/components/membership-summary';
import type { JoinSuccessState } from '../../features/subscriptions/confirm-payment';
import { useT } from '../../i18n/use-t';
import { signInPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';

const signInToBilling = signInPathFor({ pathname: '/account/billing', search: '', hash: '' });

/** After a confirmed payment from /join: the plan and its period, then the dashboard or sign-in. */
export default function JoinSuccessRoute() {
  const t = useT();
  const session = useSession();
  const state = (useLocation().state ?? null) as Partial<JoinSuccessState> | null;
  const subscription = state?.subscription ?? null;

  if (session.status === 'loading') return <PageSpinner label={t('join.loadingSession')} />;

  if (session.status === 'signed-out') {
    return (
      <ContentLayout title={t('join.success.title')} documentTitle={t('join.success.title')}>
        <p className="text-base text-stone-700">
          {state?.signInRequired ? t('join.success.activeSignIn') : t('join.success.signInToSee')}
        </p>
        {subscription && <MembershipSummary subscription={subscription} />}
        <Link to={signInToBilling} className={buttonClasses('primary')}>
          {t('join.success.signIn')}
        </Link>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title={t('join.success.title')} documentTitle={t('join.success.title')}>
      {subscription && <p className="text-base text-stone-700">{t('join.success.active')}</p>}
      <MembershipSummary subscription={subscription} />
      <Link to="/dashboard" className={buttonClasses('primary')}>
        {t('join.success.dashboard')}
      </Link>
    </ContentLayout>
  );
}
