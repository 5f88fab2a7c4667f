import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { confirmEmailChange } from '../../features/account/api/account';
import { useT } from '../../i18n/use-t';
import { fetchCurrentUser, getSession } from '../../lib/session';

type Outcome =
  { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/** Opened from the link sent to a new address: confirms it, then the address is the sign-in one. */
export default function ConfirmEmailRoute() {
  const t = useT();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { status: 'working' } : { status: 'failed', message: t('account.confirmEmail.noLink') },
  );
  // A link works once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void confirmEmailChange(token).then(async (result) => {
      if (!result.success) return setOutcome({ status: 'failed', message: result.error.message });
      if (getSession().status === 'signed-in') await fetchCurrentUser();
      setOutcome({ status: 'done', email: result.data.email });
    });
  }, [token]);

  if (outcome.status === 'working') return <PageSpinner label={t('account.confirmEmail.confirming')} />;
  return (
    <AuthLayout
      title={t(outcome.status === 'done' ? 'account.confirmEmail.confirmed' : 'account.confirmEmail.failed')}
    >
      <p className="text-sm leading-6 text-stone-600">
        {outcome.status === 'done'
          ? t('account.confirmEmail.done', { email: outcome.email })
          : outcome.message}
      </p>
      <Link to="/account/settings" className={buttonClasses('primary', 'mt-6 w-full')}>
        {t('account.confirmEmail.toSettings')}
      </Link>
    </AuthLayout>
  );
}
