import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { LoginForm } from '../../features/auth/components/login-form';
import { T, useT } from '../../i18n/use-t';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/redirect';
import { useSession } from '../../lib/session';

export default function LoginRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const t = useT();

  if (session.status === 'loading') return <PageSpinner label={t('auth.loadingSession')} />;
  // Signing in flips the session, which lands here: off to where the member was going.
  if (session.status === 'signed-in') {
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM), '/dashboard')} replace />;
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <T
          id="auth.login.newHere"
          components={{
            0: <Link to="/join" className="font-medium text-stone-900 underline underline-offset-4" />,
          }}
        />
      }
    >
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-stone-700 underline underline-offset-4">
          {t('auth.login.forgotPassword')}
        </Link>
      </p>
    </AuthLayout>
  );
}
