import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';

/**
 * Answers a promise settled once the routes have rendered the next address they go to, code
 * loaded (AppRoutes in app/router.tsx provides it); outside the app's routes, at once.
 */
export const NextRouteShown = createContext<() => Promise<void>>(() => Promise.resolve());

/**
 * Navigates to `to` and settles once its page is on screen: the page left is gone by then (the
 * router's navigations are not promises).
 */
export function useNavigateAndWait(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const nextRouteShown = useContext(NextRouteShown);
  return async (to) => {
    const shown = nextRouteShown();
    await navigate(to);
    await shown;
  };
}
