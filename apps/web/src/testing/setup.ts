import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18nFor, setPageLanguage } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { resetFakeApi, startFakeApi, stopFakeApi } from './fake-api';
import { fakeQuietBell } from './notification-reads';

// Screens are lazy modules, transformed on first import. The first test of a file waits for that
// transform before its screen appears, which takes longer than the library's default second when
// the rest of the suite shares the machine's cores. Queries still resolve as soon as the element
// is there; only a screen that never appears waits the full five seconds to fail.
configure({ asyncUtilTimeout: 5_000 });

// The app retries a read that failed on the network or the server twice, TanStack Query's backoff
// waiting a second and then two: a test of such a failure slept three of its five seconds, and
// failed in a full run on a busy machine that needed two more. Tests retry as often, at once.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// happy-dom's IntersectionObserver never reports, so every image would stay its placeholder. The
// tests' page has none, as a browser without one: everything shows at once, and a test of what
// waits for the screen drives its own observer.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

beforeAll(startFakeApi);
// Every signed-in page shows the bell; its reads are answered unless a test answers them itself.
beforeEach(fakeQuietBell);
afterEach(resetFakeApi);
afterAll(stopFakeApi);

// The app's pages in tests are English pages, as at an address without a language prefix.
setPageLanguage(await i18nFor('en'));
