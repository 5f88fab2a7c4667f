import type { Role } from '@creators-archive/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useT } from '../i18n/use-t';
import { signInPathFor } from '../lib/redirect';
import { useSession } from '../lib/session';

type RequireAuthProps = {
  role?: Role;
  /** Where a signed-out visitor signs in; they come back here afterwards. */
  loginPath?: string;
};

/**
 * Guards its child routes: spinner while loading, sign-in when signed out (home when the member
 * just signed out here), home on a wrong role.
 */
export function RequireAuth({ role, loginPath = '/login' }: RequireAuthProps) {
  const t = useT();
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <PageSpinner label={t('layout.loadingSession')} />;
  if (session.status === 'signed-out') {
    return <Navigate to={session.leftHere ? '/' : signInPathFor(location, loginPath)} replace />;
  }
  if (role && session.user.role !== role) return <Navigate to="/" replace />;
  return <Outlet />;
}
