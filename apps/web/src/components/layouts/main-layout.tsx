import { Outlet } from 'react-router';
import { useT } from '../../i18n/use-t';
import { OfflineNotice } from '../../pwa/offline-notice';
import { DataSaverSwitch } from '../ui/data-saver-switch';
import { LanguageSwitcher } from './language-switcher';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';

/** The top bar over every page but the sign-in, onboarding, admin and maintenance screens. */
export function MainLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A new page opens at its top, back and forward return to where the reader was (see
          docs/decisions/0503-scroll-restoration.md). */}
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.skipToContent')}
      </a>
      <TopBar />
      <OfflineNotice />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * Public pages: the content, and under it the visitor's choices, data saver and language (public
 * pages have no footer); the member area brings its own sidebar and footer around <main>.
 */
export function PublicContent() {
  return (
    <>
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-3 border-t border-stone-200 px-4 py-4">
        <DataSaverSwitch />
        <LanguageSwitcher />
      </div>
    </>
  );
}
