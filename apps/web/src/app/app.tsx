import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';

/**
 * What surrounds the routes, in the browser (main.tsx) and when the server renders a page
 * (entry-server.tsx): both must build the same tree for the page to hydrate.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Marks the page once the app has taken it over (after hydration, on a page the server
  // rendered): what the end-to-end tests wait for before they click, as a visitor would.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
