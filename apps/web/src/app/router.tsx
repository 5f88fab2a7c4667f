import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, useLocation, type Params, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/errors/error-screen';
import { MainLayout, PublicContent } from '../components/layouts/main-layout';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAuth } from './require-auth';

/**
 * Fills the query cache with what a screen shows first, so the server can render it with its data
 * (apps/web/src/entry-server.tsx). The screen itself still asks through its hooks, as in the browser.
 */
export type ScreenPrefetch = (page: {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  /** There is nothing at this address: the server answers 404 with what the screen shows for it. */
  notFound: () => void;
}) => Promise<unknown>;

export type ScreenHandle = { prefetch?: ScreenPrefetch };

type ScreenModule = { default: ComponentType; prefetch?: ScreenPrefetch };

/** A code-split screen: its module loads the first time the route matches. */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      const handle: ScreenHandle = { prefetch: module.prefetch };
      return { Component: module.default, handle };
    },
  };
}

/** The old waitlist addresses live on under /join; links in sent e-mails keep their query. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

const maintenanceScreen = screen(() => import('./routes/maintenance'));

/**
 * Every route of the app. With the maintenance meta tag present (the server adds it when
 * MAINTENANCE=1), every address shows the maintenance page instead.
 */
export function createRoutes({ maintenance = false }: { maintenance?: boolean } = {}): RouteObject[] {
  const shell = { errorElement: <ErrorScreen />, hydrateFallbackElement: <PageSpinner /> };

  if (maintenance) return [{ ...shell, path: '*', ...maintenanceScreen }];

  return [
    {
      ...shell,
      children: [
        { path: 'login', ...screen(() => import('./routes/login')) },
        { path: 'forgot-password', ...screen(() => import('./routes/forgot-password')) },
        { path: 'reset-password', ...screen(() => import('./routes/reset-password')) },
        { path: 'confirm-email', ...screen(() => import('./routes/confirm-email')) },
        { path: 'onboarding', ...screen(() => import('./routes/onboarding')) },
        { path: 'maintenance', ...maintenanceScreen },
        { path: 'admin/login', ...screen(() => import('./routes/admin/login')) },
        {
          // See docs/decisions/0103-admin-routes-guarded.md: the spec shows no guard here.
          element: <RequireAuth role="admin" loginPath="/admin/login" />,
          children: [
            { path: 'admin/dashboard', ...screen(() => import('./routes/admin/dashboard')) },
            {
              path: 'admin/send-discount-codes',
              ...screen(() => import('./routes/admin/send-discount-codes')),
            },
          ],
        },
        {
          Component: MainLayout,
          children: [
            {
              Component: PublicContent,
              children: [
                { index: true, ...screen(() => import('./routes/home')) },
                { path: 'designers', ...screen(() => import('./routes/designers')) },
                { path: 'designers/:id', ...screen(() => import('./routes/designer')) },
                { path: 'community', ...screen(() => import('./routes/community')) },
                { path: 'about', ...screen(() => import('./routes/about')) },
                { path: 'contact', ...screen(() => import('./routes/contact')) },
                { path: 'terms', ...screen(() => import('./routes/terms')) },
                { path: 'privacy', ...screen(() => import('./routes/privacy')) },
                { path: 'vetted-program', ...screen(() => import('./routes/vetted-program')) },
                { path: 'help', ...screen(() => import('./routes/help')) },
                { path: 'join', ...screen(() => import('./routes/join')) },
                { path: 'join/payment/callback', ...screen(() => import('./routes/join-payment-callback')) },
                { path: 'join/success', ...screen(() => import('./routes/join-success')) },
                { path: 'waitlist', element: <RedirectKeepingQuery to="/join" /> },
                { path: 'waitlist/success', element: <RedirectKeepingQuery to="/join/success" /> },
                {
                  path: 'waitlist/payment/callback',
                  element: <RedirectKeepingQuery to="/join/payment/callback" />,
                },
                { path: '*', ...screen(() => import('./routes/not-found')) },
              ],
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  ...screen(() => import('../components/layouts/dashboard-layout')),
                  children: [
                    { path: 'dashboard', ...screen(() => import('./routes/dashboard')) },
                    { path: 'account/settings', ...screen(() => import('./routes/account/settings')) },
                    { path: 'account/portfolio', ...screen(() => import('./routes/account/portfolio')) },
                    {
                      path: 'account/verification',
                      ...screen(() => import('./routes/account/verification')),
                    },
                    { path: 'account/billing', ...screen(() => import('./routes/account/billing')) },
                    {
                      path: 'account/billing/payment/callback',
                      ...screen(() => import('./routes/account/billing-payment-callback')),
                    },
                    { path: 'account/tfb-studios', ...screen(() => import('./routes/account/tfb-studios')) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
