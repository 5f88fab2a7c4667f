import type { ApiError, Envelope } from '@creators-archive/contract';
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { DEDUPE_WINDOW_MS } from './api-client';

/** A failed envelope, thrown so TanStack Query can tell a failed query from a successful one. */
export class ApiRequestError extends Error {
  readonly code: number;
  readonly details: unknown;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    this.details = error.details;
  }
}

/** The data of a successful envelope; throws ApiRequestError for a failed one. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.success) return envelope.data;
  throw new ApiRequestError(envelope.error);
}

/**
 * The answers a server-rendered page arrived with, and when the server got each one. A query
 * enters the cache with data only by hydration: every other query starts empty and asks.
 */
const answeredWithThePage = new WeakMap<Query, number>();

const queryCache = new QueryCache();
queryCache.subscribe((event) => {
  if (event.type === 'added' && event.query.state.data !== undefined) {
    answeredWithThePage.set(event.query, event.query.state.dataUpdatedAt);
  }
});

/**
 * The API client's cache is the one that decides when a request is made again: identical GETs
 * within 5 s share one request and one answer, and a mutation empties it. TanStack Query keeps
 * answers only to show them, so it counts none as fresh (`staleTime` 0): every mount, refetch and
 * invalidation asks the client, which answers from its 5 s or from the server. The one exception
 * is an answer a server-rendered page arrived with, which the browser's client never saw: it is
 * fresh for the same 5 s after the server got it, so hydrating a page does not ask again at once.
 */
export const queryClient = new QueryClient({
  queryCache,
  defaultOptions: {
    queries: {
      staleTime: (query) =>
        answeredWithThePage.get(query) === query.state.dataUpdatedAt ? DEDUPE_WINDOW_MS : 0,
      refetchOnWindowFocus: false,
      // Offline, a query still asks once: the service worker answers public reads it has kept
      // (TanStack Query's default would wait for the network without asking). Retries still wait.
      networkMode: 'offlineFirst',
      // A 4xx answer will not change by asking again; network and server failures might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.code < 500),
    },
  },
});
