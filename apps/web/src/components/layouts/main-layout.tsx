import { Outlet } from 'react-router';
import { useScrollToTopOnNewPage } from '../../hooks/use-scroll-to-top';
import { TopBar } from './top-bar';

/** The top bar over every page but the sign-in, onboarding, admin and maintenance screens. */
export function MainLayout() {
  useScrollToTopOnNewPage();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

/** Public pages: the content alone; the member area brings its own sidebar around <main>. */
export function PublicContent() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <Outlet />
    </main>
  );
}
