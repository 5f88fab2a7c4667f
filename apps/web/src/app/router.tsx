import type { MessageArea } from '@creators-archive/i18n';
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { ErrorScreen } from '../components/errors/error-screen';
import { MainLayout, PublicContent } from '../components/layouts/main-layout';
import { PageSpinner } from '../components/ui/spinner';
import { PageTitle } from './page-title';
import type { PublicPage } from './public-page';
import { RequireAuth } from './require-auth';

/**
 * Every public page, once: its address and its screen's file under routes/, which exports the
 * page's definition (`page`, see public-page.ts) beside the screen. The server renders from this
 * list and the sitemap lists it; adding a public page is adding its line here.
 */
export const publicPages = [
  { path: '/', screen: 'home' },
  { path: '/designers', screen: 'designers' },
  { path: '/designers/:id', screen: 'designer' },
  { path: '/designers/:id/work/:itemId', screen: 'project' },
  { path: '/works', screen: 'works' },
  { path: '/collections/:id', screen: 'collection' },
  { path: '/community', screen: 'community' },
  { path: '/about', screen: 'about' },
  { path: '/contact', screen: 'contact' },
  { path: '/terms', screen: 'terms' },
  { path: '/privacy', screen: 'privacy' },
  { path: '/vetted-program', screen: 'vetted-program' },
  { path: '/help', screen: 'help' },
  { path: '/join', screen: 'join' },
] as const;

/**
 * What every address no route above or below matches shows: a page of its own (a title, 404 from
 * the server), but no address of its own, so not in the sitemap.
 */
const notFoundPage = { path: '*', screen: 'not-found' } as const;

export type ScreenModule = { default: ComponentType; page?: PublicPage };

/** What a public page's route carries once its screen has loaded. */
export type PublicPageHandle = {
  page: PublicPage;
  /** Its path as listed above, the canonical address of a page without parameters. */
  path: string;
  /** Its screen's source file, as the build's manifest names it, for the server to preload. */
  screen: string;
  /** The areas of messages its screen speaks beyond the first visit's, for the server to preload. */
  messageAreas: MessageArea[];
};

const screens = import.meta.glob<ScreenModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/** The screen in routes/`name`.tsx, each its own chunk, loaded the first time its route matches. */
export async function loadScreen(name: string): Promise<ScreenModule> {
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`There is no screen at src/app/routes/${name}.tsx`);
  return load();
}

/** The long content pages, whose words load with them (the `pages` area). */
const CONTENT_SCREENS = new Set([
  'about',
  'community',
  'contact',
  'help',
  'privacy',
  'terms',
  'vetted-program',
]);

/**
 * What the member area's screens speak: they show the member's plan and portfolio too, and work
 * cards (the dashboard's feed, the member's collections).
 */
const MEMBER_AREA_MESSAGES: MessageArea[] = ['member', 'plans', 'portfolio', 'works'];
const MEMBER_SCREENS = new Set(['dashboard', 'onboarding', 'confirm-email']);

/**
 * The areas of messages (packages/i18n/src/message-areas.ts) that the screen in routes/`name`.tsx
 * speaks beyond the first visit's (src/i18n/message-areas.test.ts checks each screen's modules).
 */
export function messageAreasOfScreen(name: string): MessageArea[] {
  if (name.startsWith('admin/')) return ['admin', ...MEMBER_AREA_MESSAGES];
  if (name.startsWith('account/') || MEMBER_SCREENS.has(name)) return MEMBER_AREA_MESSAGES;
  if (name === 'designer' || name === 'project') return ['portfolio'];
  if (name === 'works' || name === 'collection') return ['works'];
  if (name.startsWith('join')) return ['plans'];
  if (CONTENT_SCREENS.has(name)) return ['pages'];
  return [];
}

/** Loads areas of messages before a screen that speaks them renders; none where all are loaded. */
export type MessageAreaLoader = (areas: readonly MessageArea[]) => Promise<void>;

/** The old waitlist addresses live on under /join; links in sent e-mails keep their query. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Above every route: a public page's tab title, from its definition. */
function Root() {
  return (
    <>
      <PageTitle />
      <Outlet />
    </>
  );
}

/**
 * Every route of the app. With the maintenance meta tag present (the server adds it when
 * MAINTENANCE=1), every address shows the maintenance page instead.
 */
export function createRoutes({
  maintenance = false,
  loadMessageAreas,
}: {
  maintenance?: boolean;
  /** The browser's, which loads a screen's messages with it; the server has every message. */
  loadMessageAreas?: MessageAreaLoader;
} = {}): RouteObject[] {
  const shell = { errorElement: <ErrorScreen />, hydrateFallbackElement: <PageSpinner /> };

  /** The screen in routes/`name`.tsx with the messages it speaks, loaded when its route matches. */
  const screenWithMessages = async (name: string): Promise<ScreenModule> => {
    const [module] = await Promise.all([loadScreen(name), loadMessageAreas?.(messageAreasOfScreen(name))]);
    return module;
  };

  const screen = (name: string): Pick<RouteObject, 'lazy'> => ({
    lazy: async () => ({ Component: (await screenWithMessages(name)).default }),
  });

  const publicPageRoute = ({
    path,
    screen: name,
  }: (typeof publicPages)[number] | typeof notFoundPage): RouteObject => {
    const lazy = async () => {
      const module = await screenWithMessages(name);
      if (!module.page) throw new Error(`src/app/routes/${name}.tsx exports no page definition`);
      const handle: PublicPageHandle = {
        page: module.page,
        path,
        screen: `src/app/routes/${name}.tsx`,
        messageAreas: messageAreasOfScreen(name),
      };
      return { Component: module.default, handle };
    };
    if (path === '/') return { index: true, lazy };
    return { path: path === '*' ? path : path.slice(1), lazy };
  };

  if (maintenance) return [{ ...shell, path: '*', ...screen('maintenance') }];

  return [
    {
      ...shell,
      Component: Root,
      children: [
        { path: 'login', ...screen('login') },
        { path: 'forgot-password', ...screen('forgot-password') },
        { path: 'reset-password', ...screen('reset-password') },
        { path: 'confirm-email', ...screen('confirm-email') },
        { path: 'onboarding', ...screen('onboarding') },
        { path: 'maintenance', ...screen('maintenance') },
        { path: 'admin/login', ...screen('admin/login') },
        {
          // The specification shows no guard on the admin pages; a member is sent home and a
          // signed-out visitor to the admin sign-in (docs/decisions/0103-admin-routes-guarded.md).
          element: <RequireAuth role="admin" loginPath="/admin/login" />,
          children: [
            { path: 'admin/dashboard', ...screen('admin/dashboard') },
            { path: 'admin/members', ...screen('admin/members') },
            { path: 'admin/members/:id', ...screen('admin/member') },
            { path: 'admin/plans', ...screen('admin/plans') },
            { path: 'admin/discount-codes', ...screen('admin/discount-codes') },
            { path: 'admin/send-discount-codes', ...screen('admin/send-discount-codes') },
            { path: 'admin/verification', ...screen('admin/verification') },
            { path: 'admin/verification/:id', ...screen('admin/verification-request') },
            { path: 'admin/bookings', ...screen('admin/bookings') },
            { path: 'admin/audit', ...screen('admin/audit') },
          ],
        },
        {
          Component: MainLayout,
          children: [
            {
              Component: PublicContent,
              children: [
                ...publicPages.map(publicPageRoute),
                { path: 'join/payment/callback', ...screen('join-payment-callback') },
                { path: 'join/success', ...screen('join-success') },
                { path: 'waitlist', element: <RedirectKeepingQuery to="/join" /> },
                { path: 'waitlist/success', element: <RedirectKeepingQuery to="/join/success" /> },
                {
                  path: 'waitlist/payment/callback',
                  element: <RedirectKeepingQuery to="/join/payment/callback" />,
                },
                publicPageRoute(notFoundPage),
              ],
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  lazy: async () => {
                    const [layout] = await Promise.all([
                      import('../components/layouts/dashboard-layout'),
                      loadMessageAreas?.(['member']),
                    ]);
                    return { Component: layout.default };
                  },
                  children: [
                    { path: 'dashboard', ...screen('dashboard') },
                    { path: 'account/settings', ...screen('account/settings') },
                    { path: 'account/portfolio', ...screen('account/portfolio') },
                    { path: 'account/collections', ...screen('account/collections') },
                    { path: 'account/inquiries', ...screen('account/inquiries') },
                    { path: 'account/verification', ...screen('account/verification') },
                    { path: 'account/billing', ...screen('account/billing') },
                    {
                      path: 'account/billing/payment/callback',
                      ...screen('account/billing-payment-callback'),
                    },
                    { path: 'account/tfb-studios', ...screen('account/tfb-studios') },
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
