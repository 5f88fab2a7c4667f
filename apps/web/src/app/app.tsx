import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useToastsAskedFor } from '../lib/notify';

/** The toasts' region, loaded with the first toast (lib/notify.ts). */
const Toaster = lazy(() => import('../components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * What surrounds the routes, in the browser (main.tsx) and when the server renders a page
 * (entry-server.tsx): both must build the same tree for the page to hydrate. `i18n` is the page's
 * language: the server renders pages in several at once.
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  // Marks the page once the app has taken it over (after hydration, on a page the server
  // rendered): what the end-to-end tests wait for before they click, as a visitor would.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  const showsToasts = useToastsAskedFor();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {showsToasts && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nProvider>
  );
}
