import type { ApiError, Envelope } from '@creators-archive/contract';
import { QueryClient } from '@tanstack/react-query';

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

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again; network and server failures might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.code < 500),
    },
  },
});
