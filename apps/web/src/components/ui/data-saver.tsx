import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_COOKIE_MAX_AGE_SECONDS,
  DATA_SAVER_MAX_IMAGE_WIDTH,
  dataSaverChoiceIn,
  dataSaverOn,
  type DataSaverChoice,
} from '@creators-archive/contract/users/data-saver';
import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useInBrowser } from '../../hooks/use-in-browser';
import { getSession, subscribeToSession } from '../../lib/session';

/**
 * Data saver, as the pages read it: on when the member turned it on, when this browser chose it
 * (a cookie, so the server renders the next page in the same mode), or when the browser asks to
 * save data (Save-Data) and nobody chose otherwise. The rule itself is the contract's, shared with
 * the server's render.
 */

/**
 * Where a page the server rendered says in which mode it was rendered, beside its data. The boot
 * script (src/boot.ts) reads it too, by the same id written out.
 */
export const DATA_SAVER_MARKER_ID = 'page-mode';

/** The mode the server renders this page in; given by the server's render only. */
const RenderedMode = createContext<boolean | undefined>(undefined);

/** Around the page the server renders, with the mode it decided for the request. */
export function RenderedDataSaver({ value, children }: { value: boolean; children: ReactNode }) {
  return <RenderedMode value={value}>{children}</RenderedMode>;
}

/**
 * The marker the server sends after a rendered page's data, for the browser to hydrate in the same
 * mode: an empty hidden element, so the page holds no second script beside its data.
 */
export function dataSaverMarker(dataSaver: boolean): string {
  return `<div hidden id="${DATA_SAVER_MARKER_ID}" data-mode="${dataSaver ? 'data-saver' : 'full'}"></div>`;
}

/** The mode the page in front of the browser was rendered in, when the server rendered it. */
function modeRenderedInPage(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  const mode = document.getElementById(DATA_SAVER_MARKER_ID)?.dataset.mode;
  return mode === undefined ? undefined : mode === 'data-saver';
}

type ConnectionInfo = { connection?: { saveData?: boolean } };

/**
 * The browser asks to save data: its own flag, or a page rendered in data-saver mode. Scripts
 * cannot read the Save-Data request header, and a proxy or extension may send it without the
 * flag; an explicit choice in this browser still wins over either.
 */
function browserSavesData(): boolean {
  return (
    (navigator as Navigator & ConnectionInfo).connection?.saveData === true || modeRenderedInPage() === true
  );
}

/**
 * The mode as last read in this task. Every image asks for it, more than once each as the app
 * hydrates a page and again on each change, and each reading parses `document.cookie`: on a
 * directory of 24 cards, the app's own function that took the most time as it hydrated on a phone.
 * The reading is dropped as soon as the running work yields (a cookie another tab wrote is seen
 * then), and whenever this page writes the choice or the session changes.
 */
let modeThisTask: boolean | undefined;

function choiceInBrowser(): DataSaverChoice | undefined {
  return dataSaverChoiceIn(document.cookie);
}

function writeChoice(choice: DataSaverChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; Path=/; Max-Age=${DATA_SAVER_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  modeThisTask = undefined;
}

/** The mode now, in the browser; off where there is no browser. */
function currentMode(): boolean {
  if (typeof document === 'undefined') return false;
  if (modeThisTask === undefined) {
    modeThisTask = readMode();
    queueMicrotask(() => (modeThisTask = undefined));
  }
  return modeThisTask;
}

function readMode(): boolean {
  const session = getSession();
  return dataSaverOn({
    memberSetting: session.status === 'signed-in' ? session.user.dataSaver : undefined,
    choice: choiceInBrowser(),
    saveData: browserSavesData(),
  });
}

const listeners = new Set<() => void>();
let stopFollowingSession: (() => void) | undefined;

function notifyListeners(): void {
  modeThisTask = undefined;
  for (const listener of listeners) listener();
}

/**
 * A member whose setting is on gets the cookie too, so the server renders their next page small
 * as well: the server never knows who is signed in (the tokens stay in the browser).
 */
function followSession(): void {
  const session = getSession();
  if (session.status === 'signed-in' && session.user.dataSaver && choiceInBrowser() !== 'on') {
    writeChoice('on');
  }
  notifyListeners();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopFollowingSession) {
    stopFollowingSession = subscribeToSession(followSession);
    followSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopFollowingSession?.();
    stopFollowingSession = undefined;
  };
}

/** This browser's choice, remembered in the cookie the server reads; every image follows at once. */
export function chooseDataSaver(on: boolean): void {
  writeChoice(on ? 'on' : 'off');
  notifyListeners();
}

/**
 * Whether data saver is on. A page the server rendered hydrates in the mode it was rendered in,
 * whatever the browser would decide now, so the first render matches the HTML; the browser's
 * own decision (the member's setting included) takes over right after.
 */
export function useDataSaver(): boolean {
  const rendered = use(RenderedMode);
  return useSyncExternalStore(
    subscribe,
    currentMode,
    () => rendered ?? modeRenderedInPage() ?? currentMode(),
  );
}

/**
 * The variants a data-saver page may ask for: up to 640 px wide (320 and 640 of 320–1920). An
 * image whose every variant is wider (none is made that way today) keeps its smallest ones.
 */
export function dataSaverVariants<Variant extends { width: number }>(variants: Variant[]): Variant[] {
  const small = variants.filter((variant) => variant.width <= DATA_SAVER_MAX_IMAGE_WIDTH);
  if (small.length > 0 || variants.length === 0) return small;
  const smallest = Math.min(...variants.map((variant) => variant.width));
  return variants.filter((variant) => variant.width === smallest);
}

/**
 * For an image that may load only once it is on screen: false until the element enters the
 * viewport, or comes within `ahead` of it (a margin as IntersectionObserver reads it; none by
 * default: a browser's own lazy loading fetches images well below the screen), then true for
 * good. Always true when `waiting` is false. The server and the hydrating browser both answer
 * false, so a page's HTML names no image that waits outside a `<noscript>`. A browser that cannot
 * tell what is on screen (no IntersectionObserver) shows every image once hydrated.
 */
export function useOnScreen<Element extends HTMLElement>(
  waiting: boolean,
  ahead = '0px',
): { ref: RefObject<Element | null>; onScreen: boolean } {
  const ref = useRef<Element>(null);
  const [seen, setSeen] = useState(false);
  const inBrowser = useInBrowser();
  const watchable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!waiting || seen || !element || !watchable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, seen, watchable, ahead]);
  return { ref, onScreen: !waiting || seen || (inBrowser && !watchable) };
}
