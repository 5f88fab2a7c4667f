import type { MessageArea } from '@creators-archive/i18n';
import {
  createElement,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { ScreenErrorBoundary } from '../components/errors/error-screen';
import { MainLayout, PublicContent } from '../components/layouts/main-layout';
import { PageSpinner } from '../components/ui/spinner';
import { NextRouteShown } from '../hooks/use-navigate-and-wait';
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

/** What a public page's route carries, for the server to render and preload it. */
export type PublicPageHandle = {
  /** Its path as listed above, the canonical address of a page without parameters. */
  path: string;
  /** Its screen's source file, as the build's manifest names it, for the server to preload. */
  screen: string;
  /** The areas of messages its screen speaks beyond the first visit's, for the server to preload. */
  messageAreas: MessageArea[];
  /** Its screen, loaded once, with its messages. */
  load: () => Loading<ScreenModule>;
};

/** What a route loaded on demand carries: how to load it before it renders (preloadRoutes). */
export type RouteHandle = {
  load: () => Loading<unknown>;
  publicPage?: PublicPageHandle;
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
 * What the member area's screens speak: they show the member's plan and portfolio too, work cards
 * (the dashboard's feed, the member's collections), forms, and the account's sign-in settings.
 */
const MEMBER_AREA_MESSAGES: MessageArea[] = [
  'member',
  'plans',
  'portfolio',
  'showcase',
  'works',
  'collection',
  'collecting',
  'directory',
  'auth',
  'forms',
  'notifications',
];
const MEMBER_SCREENS = new Set(['dashboard', 'onboarding', 'confirm-email']);
/** Signing in and getting back into an account: forms about the account. */
const SIGN_IN_SCREENS = new Set(['login', 'forgot-password', 'reset-password', 'admin/login']);

/**
 * The areas of messages (packages/i18n/src/message-areas.ts) that the screen in routes/`name`.tsx
 * speaks beyond the first visit's (src/i18n/message-areas.test.ts checks each screen's modules).
 */
export function messageAreasOfScreen(name: string): MessageArea[] {
  if (SIGN_IN_SCREENS.has(name)) return ['auth', 'forms'];
  if (name.startsWith('admin/')) return ['admin', ...MEMBER_AREA_MESSAGES];
  if (name.startsWith('account/') || MEMBER_SCREENS.has(name)) return MEMBER_AREA_MESSAGES;
  if (name === 'designer' || name === 'project') return ['showcase'];
  if (name === 'home') return ['home', 'directory'];
  if (name === 'designers') return ['directory'];
  if (name === 'works') return ['works'];
  if (name === 'collection') return ['works', 'collection'];
  if (name.startsWith('join')) return ['plans', 'auth', 'forms'];
  if (name === 'contact') return ['pages', 'forms'];
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

/**
 * A screen or layout that loads on demand. A promise that has settled is marked as React reads it
 * (`status`, `value`), so a route whose code has loaded renders at once, as hydration needs
 * (main.tsx loads the routes the address matches first).
 */
type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Loads each screen or layout once, by name, for one set of routes. A load that failed stays
 * failed: the route shows the error screen, whose Try again reloads the page.
 */
function onDemandLoader() {
  const loading = new Map<string, Loading<unknown>>();
  return function loadOnce<T>(name: string, load: () => Promise<T>): Loading<T> {
    let promise = loading.get(name) as Loading<T> | undefined;
    if (!promise) {
      const started: Loading<T> = load().then((module) => {
        Object.assign(started, { status: 'fulfilled', value: module });
        return module;
      });
      loading.set(name, started);
      promise = started;
    }
    return promise;
  };
}

const hasLoaded = (promise: Loading<unknown> | undefined) => promise?.status === 'fulfilled';

/** The screen or layout `load` answers: the same component each render, loaded once. */
function Loaded({ load }: { load: () => Loading<ComponentType> }) {
  return createElement(use<ComponentType>(load() as Promise<ComponentType>));
}

/** A public page's screen, under the tab title its definition gives. */
function PublicScreen({ handle }: { handle: PublicPageHandle }) {
  const params = useParams();
  const module = use<ScreenModule>(handle.load() as Promise<ScreenModule>);
  if (!module.page) throw new Error(`${handle.screen} exports no page definition`);
  return (
    <>
      <PageTitle page={module.page} params={params} />
      <module.default />
    </>
  );
}

/** Above every route: what a screen throws (a chunk that failed to load too) shows the error screen. */
function Root() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * The app's routes, where the router (main.tsx, entry-server.tsx) puts them. The code of the
 * routes an address matches loads before they render: until it has, the page on screen stays
 * (a spinner on the app's first render), as a visitor expects of a link.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // The last address whose routes had loaded, and the address whose code failed to load, if any.
  const [shown, setShown] = useState(location);
  const [failed, setFailed] = useState<typeof location>();
  const [, setLoadsDone] = useState(0);
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const loaded = matches.every(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return !handle || hasLoaded(handle.load());
  });
  // Code that failed to load renders too: its route throws, and the error screen shows.
  const ready = loaded || failed === location;
  if (ready && shown !== location) setShown(location);
  useEffect(() => {
    if (ready) return;
    void preloadRoutes(matches).then(
      () => setLoadsDone((count) => count + 1),
      () => setFailed(location),
    );
  }, [ready, location, matches]);
  // Who waits for the next address to be on screen (useNavigateAndWait).
  const waiting = useRef<(() => void)[]>([]);
  const nextRouteShown = useCallback(() => new Promise<void>((resolve) => waiting.current.push(resolve)), []);
  useEffect(() => {
    if (ready) for (const resolve of waiting.current.splice(0)) resolve();
  }, [ready, location]);
  // Always given, so the tree keeps its shape (and its state) while a route's code loads.
  const element = useRoutes(routes, ready ? location : shown);
  return (
    <NextRouteShown value={nextRouteShown}>
      {ready || shown !== location ? element : <PageSpinner />}
    </NextRouteShown>
  );
}

/**
 * Loads what the routes `matches` render, so they render at once: before a page the server
 * rendered is hydrated, or rendered on the server.
 */
export async function preloadRoutes(matches: { route: RouteObject }[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.load()));
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
  const loadOnce = onDemandLoader();
  /** The screen in routes/`name`.tsx with the messages it speaks, loaded once. */
  const screenWithMessages = (name: string): Loading<ScreenModule> =>
    loadOnce(`src/app/routes/${name}.tsx`, async () => {
      const [module] = await Promise.all([loadScreen(name), loadMessageAreas?.(messageAreasOfScreen(name))]);
      return module;
    });

  const onDemand = (
    name: string,
    load: () => Promise<ComponentType>,
  ): Pick<RouteObject, 'element' | 'handle'> => {
    const loadRoute = () => loadOnce(name, load);
    return { element: <Loaded load={loadRoute} />, handle: { load: loadRoute } satisfies RouteHandle };
  };

  const screen = (name: string) =>
    onDemand(`screen:${name}`, async () => (await screenWithMessages(name)).default);

  const publicPageRoute = ({
    path,
    screen: name,
  }: (typeof publicPages)[number] | typeof notFoundPage): RouteObject => {
    const handle: PublicPageHandle = {
      path,
      screen: `src/app/routes/${name}.tsx`,
      messageAreas: messageAreasOfScreen(name),
      load: () => screenWithMessages(name),
    };
    const route = {
      element: <PublicScreen handle={handle} />,
      handle: { load: handle.load, publicPage: handle } satisfies RouteHandle,
    };
    if (path === '/') return { index: true, ...route };
    return { path: path === '*' ? path : path.slice(1), ...route };
  };

  if (maintenance)
    return [
      {
        element: <Root />,
        children: [{ path: '*', ...screen('maintenance') }],
      },
    ];

  return [
    {
      element: <Root />,
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
          element: <MainLayout />,
          children: [
            {
              element: <PublicContent />,
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
                  ...onDemand('dashboard-layout', async () => {
                    const [layout] = await Promise.all([
                      import('../components/layouts/dashboard-layout'),
                      loadMessageAreas?.(['member']),
                    ]);
                    return layout.default;
                  }),
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
