import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/router';
import { queryClient } from '../lib/query-client';

/** The whole app at `path`, on a memory router so tests can read where it went. */
export function renderApp(path: string, options: { maintenance?: boolean } = {}) {
  const router = createMemoryRouter(createRoutes(options), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    /** Path and query of the current location. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
