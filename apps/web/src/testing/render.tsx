import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { startTransition, StrictMode, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRoutes, createRoutes } from '../app/router';
import { queryClient } from '../lib/query-client';

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** A router over `history`, as the browser's (BrowserRouter): each navigation a transition. */
function MemoryRouter({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  const [state, setState] = useState({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/**
 * The whole app at `path`, on a memory router so tests can read where it went; `strict`, under
 * StrictMode as main.tsx renders it (effects run twice in development).
 */
export function renderApp(
  path: string,
  { strict = false, ...options }: { maintenance?: boolean; strict?: boolean } = {},
) {
  const history = createMemoryHistory({
    initialEntries: [path],
    v5Compat: true,
  });
  const app = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter history={history}>
        <AppRoutes routes={createRoutes(options)} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return {
    router: {
      /** How the current location was reached: PUSH, REPLACE or POP. */
      state: {
        get historyAction() {
          return history.action;
        },
      },
    },
    /** Path and query of the current location. */
    location: () => `${history.location.pathname}${history.location.search}`,
  };
}
