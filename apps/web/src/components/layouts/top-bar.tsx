import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { loadWithMessages } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { useSession } from '../../lib/session';
import { SITE_NAME } from '../../lib/site-name';
import { buttonClasses } from '../ui/button';
import { UserAvatar } from '../ui/user-avatar';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';

// The menu pulls in Radix; visitors who are not signed in never download it.
const UserMenu = lazy(() => import('./user-menu'));
// The bell, its stream and its words are a member's only; visitors never download them either.
const NotificationBell = lazy(() =>
  loadWithMessages(['notifications'], () => import('../../features/notifications/components/bell')),
);

export function TopBar() {
  const t = useT();
  const session = useSession();
  const header = usePublishedHeight();

  return (
    <header ref={header} className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      {/* On a narrow phone whose language has long words, the links wrap under the logo rather
          than push the page wider than the screen. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:flex-nowrap sm:gap-4 sm:px-6">
        <BrandLink />
        <nav
          aria-label={t('layout.mainNav')}
          className="ml-auto flex flex-wrap items-center justify-end gap-0.5 text-sm sm:gap-2"
        >
          {session.status === 'signed-in' ? (
            <>
              <TopBarLink to="/dashboard">{t('layout.links.dashboard')}</TopBarLink>
              <TopBarLink to="/designers">{t('layout.links.designers')}</TopBarLink>
              <TopBarLink to="/works">{t('layout.links.works')}</TopBarLink>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<UserAvatar user={session.user} size={36} />}>
                <UserMenu user={session.user} />
              </Suspense>
            </>
          ) : (
            <>
              <TopBarLink to="/designers">{t('layout.links.designers')}</TopBarLink>
              <TopBarLink to="/works">{t('layout.links.works')}</TopBarLink>
              {session.status === 'signed-out' && (
                <>
                  <TopBarLink to="/about">{t('layout.links.about')}</TopBarLink>
                  <TopBarLink to="/login">{t('layout.links.login')}</TopBarLink>
                  <Link
                    to="/join"
                    aria-label={t('layout.topBar.joinSite', { site: SITE_NAME })}
                    className={buttonClasses('primary', 'ml-1')}
                  >
                    <span className="sm:hidden">{t('layout.topBar.join')}</span>
                    <span className="hidden sm:inline">
                      {t('layout.topBar.joinSite', { site: SITE_NAME })}
                    </span>
                  </Link>
                </>
              )}
            </>
          )}
        </nav>
        {/* After the links, so they come first to the keyboard. Compact: the other language alone
            shows (the current one is there for screen readers). Narrower screens have no room
            for it beside the links; the strip under every page offers it there. */}
        <div className="hidden md:block">
          <LanguageSwitcher className="*:aria-[current=true]:sr-only" />
        </div>
      </div>
    </header>
  );
}

/**
 * Publishes the bar's height as `--top-bar-height` on the page's root, so that toasts open below
 * the bar instead of over the account menu and the bell. The bar wraps to two rows on a narrow
 * phone, so its height is measured rather than assumed.
 */
function usePublishedHeight(): RefObject<HTMLElement | null> {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    // Without ResizeObserver (older Android WebViews), toasts keep the one-row height's place.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const rootStyle = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      rootStyle.setProperty('--top-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      rootStyle.removeProperty('--top-bar-height');
    };
  }, []);
  return header;
}

function TopBarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `rounded-md px-1.5 py-1.5 font-medium sm:px-3 ${isActive ? 'text-stone-900' : 'text-stone-600 hover:text-stone-900'}`
      }
    >
      {children}
    </NavLink>
  );
}
