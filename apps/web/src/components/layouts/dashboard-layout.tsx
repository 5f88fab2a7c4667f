import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useT } from '../../i18n/use-t';
import { useSignedInUser } from '../../lib/session';
import { CloseIcon, CollapseIcon, MenuIcon } from '../ui/icons';
import { Footer } from './footer';
import { PromoCard } from './promo-card';
import { SidebarNav } from './sidebar-nav';

const COLLAPSED_KEY = 'sidebarCollapsed';

/** The member area (/dashboard, /account/*): sidebar, content and footer. Sits behind the guard. */
export default function DashboardLayout() {
  const t = useT();
  const user = useSignedInUser();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  const toggleCollapsed = () => {
    setCollapsed(!collapsed);
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
  };

  return (
    <div className="flex flex-1">
      <aside
        data-testid="desktop-sidebar"
        className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col gap-6 overflow-y-auto border-r border-stone-200 bg-white p-4 transition-[width] lg:flex ${
          collapsed ? 'w-20' : 'w-64'
        }`}
      >
        <SidebarNav user={user} collapsed={collapsed} />
        {!collapsed && <PromoCard user={user} />}
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={
            collapsed ? t('layout.accountMenu.expandSidebar') : t('layout.accountMenu.collapseSidebar')
          }
          className="mt-auto flex items-center justify-center rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <CollapseIcon collapsed={collapsed} />
        </button>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="border-b border-stone-200 bg-white px-4 py-2 lg:hidden">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            <MenuIcon />
            {t('layout.accountMenu.title')}
          </button>
        </div>
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>

      {/* A drawer left open while the window widens would cover the desktop sidebar. */}
      <Dialog.Root open={drawerOpen && !isDesktop} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col gap-6 overflow-y-auto bg-white p-4 shadow-xl"
          >
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-sm font-semibold text-stone-900">
                {t('layout.accountMenu.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('layout.accountMenu.close')}
                className="rounded-lg p-1.5 text-stone-500 hover:bg-stone-100"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            <SidebarNav user={user} onNavigate={() => setDrawerOpen(false)} />
            <PromoCard user={user} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
