import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { buttonClasses } from '../ui/button';
import { UserAvatar } from '../ui/user-avatar';
import { BrandLink } from './brand-link';

// The menu pulls in Radix; visitors who are not signed in never download it.
const UserMenu = lazy(() => import('./user-menu'));

export function TopBar() {
  const session = useSession();

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1 text-sm sm:gap-2">
          {session.status === 'signed-in' ? (
            <>
              <TopBarLink to="/dashboard">Dashboard</TopBarLink>
              <TopBarLink to="/designers">Designers</TopBarLink>
              <Suspense fallback={<UserAvatar user={session.user} size={36} />}>
                <UserMenu user={session.user} />
              </Suspense>
            </>
          ) : (
            <>
              <TopBarLink to="/designers">Designers</TopBarLink>
              {session.status === 'signed-out' && (
                <>
                  <TopBarLink to="/about">About</TopBarLink>
                  <TopBarLink to="/login">Login</TopBarLink>
                  <Link
                    to="/join"
                    aria-label="Join Creators Archive"
                    className={buttonClasses('primary', 'ml-1')}
                  >
                    <span className="sm:hidden">Join</span>
                    <span className="hidden sm:inline">Join Creators Archive</span>
                  </Link>
                </>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

function TopBarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `rounded-md px-2 py-1.5 font-medium sm:px-3 ${isActive ? 'text-stone-900' : 'text-stone-600 hover:text-stone-900'}`
      }
    >
      {children}
    </NavLink>
  );
}
