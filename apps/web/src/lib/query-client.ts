import type { ApiError, Envelope } from '@creators-archive/contract';
import { QueryClient } from '@tanstack/react-query';
import { whenDataChanged } from './api-client';

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
 * The web's one cache and its one rule of freshness. An answer is fresh for 5 s after the server
 * gave it (`dataUpdatedAt`), so identical reads within 5 s share one answer, and reads while one is
 * on the wire share that request (TanStack Query's own de-duplication by query key). An answer a
 * server-rendered page arrived with counts from when the server got it, so hydrating a page does
 * not ask again at once. A query that must see a change at once (a poll) says `staleTime: 0`.
 */
export const FRESH_FOR_MS = 5_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_FOR_MS,
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

/**
 * A change anywhere (any call but a GET, an upload) counts every answer stale, however recent:
 * the next mount or refetch asks the server. Screens on view are not asked again here; each
 * mutation invalidates or sets the queries it changes, which refetches the ones on view.
 */
whenDataChanged(() => void queryClient.invalidateQueries({ refetchType: 'none' }));
