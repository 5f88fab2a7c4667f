import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoginForm } from '../../../features/auth/components/login-form';
import { REDIRECT_PARAM, safeRedirectPath } from '../../../lib/redirect';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';

export default function AdminLoginRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const t = useT();

  if (session.status === 'loading') return <PageSpinner label={t('auth.loadingSession')} />;
  if (session.status === 'signed-in') {
    // A member without the admin role is sent home by the admin guard.
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM), '/admin/dashboard')} replace />;
  }

  return (
    <AuthLayout title={t('auth.adminLogin.title')} description={t('auth.adminLogin.description')}>
      <LoginForm />
    </AuthLayout>
  );
}
