import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PageSpinner } from '../../components/ui/spinner';
import { LoginForm } from '../../features/auth/components/login-form';
import { REDIRECT_PARAM, safeRedirectPath } from '../../lib/redirect';
import { useSession } from '../../lib/session';

export default function LoginRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();

  if (session.status === 'loading') return <PageSpinner label="Loading your session" />;
  // Signing in flips the session, which lands here: off to where the member was going.
  if (session.status === 'signed-in') {
    return <Navigate to={safeRedirectPath(searchParams.get(REDIRECT_PARAM), '/dashboard')} replace />;
  }

  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back to Creators Archive."
      footer={
        <>
          New here?{' '}
          <Link to="/join" className="font-medium text-stone-900 underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-stone-700 underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </AuthLayout>
  );
}
