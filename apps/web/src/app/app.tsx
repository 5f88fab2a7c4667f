import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { isMaintenanceMode } from '../lib/app-mode';
import { queryClient } from '../lib/query-client';
import { createRoutes } from './router';

const router = createBrowserRouter(createRoutes({ maintenance: isMaintenanceMode() }));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
